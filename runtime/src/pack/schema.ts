// The site model as the runtime sees it: the TypeScript mirror of
// compiler/core/src/model/{mod,api,ts,search}.rs. Each type sits next to its decoder;
// fields are listed in the Rust declaration order (bincode has no field names).
// Enums follow serde_json's external tagging ({ Name: payload } or "Name"), so the
// contract test can compare a decoded pack with Rust's JSON dump by deep equality.
import { bool, bytes, enumOf, lazy, opt, str, struct, tuple2, u32, vec, type Decoder } from './bincode';

// ---------- model/mod.rs ----------
export interface NavItem { label: string; href: string; external: boolean; right: boolean }
export const NavItemD: Decoder<NavItem> = struct<NavItem>({ label: str, href: str, external: bool, right: bool });
export interface Navbar { title: string; logo: number | null; items: NavItem[]; hide_on_scroll: boolean }
export const NavbarD = struct<Navbar>({ title: str, logo: opt(u32), items: vec(NavItemD), hide_on_scroll: bool });
export interface FooterColumn { title: string; items: NavItem[] }
export const FooterColumnD = struct<FooterColumn>({ title: str, items: vec(NavItemD) });
export interface Announcement { id: string; text: string; link: NavItem | null }
export const AnnouncementD = struct<Announcement>({ id: str, text: str, link: opt(NavItemD) });
export interface DocSearch { app_id: string; api_key: string; index_name: string; host: string }
export const DocSearchD = struct<DocSearch>({ app_id: str, api_key: str, index_name: str, host: str });
export interface Gtag { tracking_id: string }
export const GtagD = struct<Gtag>({ tracking_id: str });

export interface SiteInfo {
  title: string; tagline: string; url: string; base_path: string; locale: string;
  version_name: string; version_label: string; site_version: string; copyright: string;
  navbar: Navbar; footer: FooterColumn[]; announcement: Announcement | null;
  docsearch: DocSearch | null; gtag: Gtag | null; docs_root: string;
}
export const SiteInfoD = struct<SiteInfo>({
  title: str, tagline: str, url: str, base_path: str, locale: str,
  version_name: str, version_label: str, site_version: str, copyright: str,
  navbar: NavbarD, footer: vec(FooterColumnD), announcement: opt(AnnouncementD),
  docsearch: opt(DocSearchD), gtag: opt(GtagD), docs_root: str,
});

export interface RouteEntry { path: string; title: string; segment: number; index: number; meta_title: string; description: string }
export const RouteEntryD = struct<RouteEntry>({ path: str, title: str, segment: u32, index: u32, meta_title: str, description: str });

export type SidebarItem =
  | { Link: { label: string; route: string; badge: string } }
  | { Category: { label: string; route: string | null; collapsed: boolean; collapsible: boolean; items: SidebarItem[] } };
export const SidebarItemD: Decoder<SidebarItem> = enumOf<SidebarItem>([
  ['Link', struct({ label: str, route: str, badge: str })],
  ['Category', struct({ label: str, route: opt(str), collapsed: bool, collapsible: bool, items: vec(lazy(() => SidebarItemD)) })],
]);
export interface Sidebar { id: string; items: SidebarItem[] }
export const SidebarD = struct<Sidebar>({ id: str, items: vec(SidebarItemD) });

export interface Manifest { site: SiteInfo; routes: RouteEntry[]; sidebars: Sidebar[]; search_segment: number; assets_segment: number }
export const ManifestD = struct<Manifest>({ site: SiteInfoD, routes: vec(RouteEntryD), sidebars: vec(SidebarD), search_segment: u32, assets_segment: u32 });

export type PageKind = 'Doc' | 'Category' | 'Standalone' | 'ApiOverview' | 'ApiOperation' | 'ApiSchema' | 'TsIndex' | 'TsPackage' | 'TsItem';
export const PageKindD = enumOf<PageKind>([
  ['Doc', null], ['Category', null], ['Standalone', null], ['ApiOverview', null], ['ApiOperation', null],
  ['ApiSchema', null], ['TsIndex', null], ['TsPackage', null], ['TsItem', null],
]);
export interface Crumb { label: string; route: string | null }
export const CrumbD = struct<Crumb>({ label: str, route: opt(str) });
export interface TocEntry { level: number; id: string; text: string }
export const TocEntryD = struct<TocEntry>({ level: u32, id: str, text: str });
export interface PageLink { label: string; route: string }
export const PageLinkD = struct<PageLink>({ label: str, route: str });

export interface Token { class: number; text: string }
export const TokenD = struct<Token>({ class: u32, text: str });
export interface CodeBlock { lang: string; title: string; highlight: number[]; lines: Token[][] }
export const CodeBlockD = struct<CodeBlock>({ lang: str, title: str, highlight: vec(u32), lines: vec(vec(TokenD)) });

export type HtmlNode =
  | { Element: { tag: string; attrs: [string, string][]; children: HtmlNode[] } }
  | { Text: string };
export const HtmlNodeD: Decoder<HtmlNode> = enumOf<HtmlNode>([
  ['Element', struct({ tag: str, attrs: vec(tuple2(str, str)), children: vec(lazy(() => HtmlNodeD)) })],
  ['Text', str],
]);

/** width/height: intrinsic pixels read by the compiler from the embedded file (0 = unknown). */
export interface Image { asset: number | null; src: string; alt: string; title: string; width: number; height: number }
export const ImageD = struct<Image>({ asset: opt(u32), src: str, alt: str, title: str, width: u32, height: u32 });

export type Inline =
  | { Text: string }
  | { Code: string }
  | { Emph: Inline[] }
  | { Strong: Inline[] }
  | { Strike: Inline[] }
  | { Link: { href: string; internal: boolean; title: string; content: Inline[] } }
  | { Image: Image }
  | { FootnoteRef: { id: string; number: number } }
  | 'SoftBreak'
  | 'HardBreak'
  | { Html: HtmlNode[] };
const inlines: Decoder<Inline[]> = vec(lazy(() => InlineD));
export const InlineD: Decoder<Inline> = enumOf<Inline>([
  ['Text', str],
  ['Code', str],
  ['Emph', inlines],
  ['Strong', inlines],
  ['Strike', inlines],
  ['Link', struct({ href: str, internal: bool, title: str, content: inlines })],
  ['Image', ImageD],
  ['FootnoteRef', struct({ id: str, number: u32 })],
  ['SoftBreak', null],
  ['HardBreak', null],
  ['Html', vec(HtmlNodeD)],
]);

export type Align = 'None' | 'Left' | 'Center' | 'Right';
export const AlignD = enumOf<Align>([['None', null], ['Left', null], ['Center', null], ['Right', null]]);
export interface Table { align: Align[]; head: Inline[][]; rows: Inline[][][] }
export const TableD = struct<Table>({ align: vec(AlignD), head: vec(inlines), rows: vec(vec(inlines)) });
export type AdmonitionKind = 'Note' | 'Tip' | 'Info' | 'Warning' | 'Danger';
export const AdmonitionKindD = enumOf<AdmonitionKind>([['Note', null], ['Tip', null], ['Info', null], ['Warning', null], ['Danger', null]]);

const blocks: Decoder<Block[]> = vec(lazy(() => BlockD));
export interface ListItem { task: boolean | null; blocks: Block[] }
export const ListItemD = struct<ListItem>({ task: opt(bool), blocks });
export interface Footnote { id: string; number: number; blocks: Block[] }
export const FootnoteD = struct<Footnote>({ id: str, number: u32, blocks });
export interface Card { title: string; description: string; route: string }
export const CardD = struct<Card>({ title: str, description: str, route: str });

// ---------- model/api.rs ----------
export interface ApiServerVariable { name: string; default: string; choices: string[]; description: string }
export const ApiServerVariableD = struct<ApiServerVariable>({ name: str, default: str, choices: vec(str), description: str });
export interface ApiServer { url: string; description: string; variables: ApiServerVariable[] }
export const ApiServerD = struct<ApiServer>({ url: str, description: str, variables: vec(ApiServerVariableD) });
export interface ApiOAuthFlow { kind: string; authorization_url: string; token_url: string; refresh_url: string; scopes: [string, string][] }
export const ApiOAuthFlowD = struct<ApiOAuthFlow>({ kind: str, authorization_url: str, token_url: str, refresh_url: str, scopes: vec(tuple2(str, str)) });
export interface ApiSecurityScheme { name: string; kind: string; location: string; param_name: string; description: Block[]; flows: ApiOAuthFlow[]; scopes: string[] }
export const ApiSecuritySchemeD = struct<ApiSecurityScheme>({
  name: str, kind: str, location: str, param_name: str, description: blocks, flows: vec(ApiOAuthFlowD), scopes: vec(str),
});
export interface ApiSpecFile { name: string; asset: number }
export const ApiSpecFileD = struct<ApiSpecFile>({ name: str, asset: u32 });
export interface SchemaNode {
  name: string; type_label: string; schema_route: string | null; required: boolean; nullable: boolean;
  deprecated: boolean; read_only: boolean; write_only: boolean; description: Block[]; enum_values: string[];
  default: string | null; example: string | null; constraints: string[]; properties: SchemaNode[];
  items: SchemaNode | null; additional: SchemaNode | null; variant_kind: string; variants: SchemaNode[]; circular: boolean;
}
export const SchemaNodeD: Decoder<SchemaNode> = struct<SchemaNode>({
  name: str, type_label: str, schema_route: opt(str), required: bool, nullable: bool,
  deprecated: bool, read_only: bool, write_only: bool, description: blocks, enum_values: vec(str),
  default: opt(str), example: opt(str), constraints: vec(str), properties: vec(lazy(() => SchemaNodeD)),
  items: opt(lazy(() => SchemaNodeD)), additional: opt(lazy(() => SchemaNodeD)), variant_kind: str,
  variants: vec(lazy(() => SchemaNodeD)), circular: bool,
});
export interface ApiParameter { name: string; location: string; required: boolean; deprecated: boolean; description: Block[]; schema: SchemaNode }
export const ApiParameterD = struct<ApiParameter>({ name: str, location: str, required: bool, deprecated: bool, description: blocks, schema: SchemaNodeD });
export interface ApiMediaType { media_type: string; schema: SchemaNode | null; example: string }
export const ApiMediaTypeD = struct<ApiMediaType>({ media_type: str, schema: opt(SchemaNodeD), example: str });
export interface ApiBody { required: boolean; description: Block[]; content: ApiMediaType[] }
export const ApiBodyD = struct<ApiBody>({ required: bool, description: blocks, content: vec(ApiMediaTypeD) });
export interface ApiResponse { status: string; description: Block[]; headers: ApiParameter[]; content: ApiMediaType[] }
export const ApiResponseD = struct<ApiResponse>({ status: str, description: blocks, headers: vec(ApiParameterD), content: vec(ApiMediaTypeD) });
export interface ApiCodeSample { lang: string; label: string; code: CodeBlock }
export const ApiCodeSampleD = struct<ApiCodeSample>({ lang: str, label: str, code: CodeBlockD });
export interface ApiOperation {
  operation_id: string; method: string; path: string; summary: string; description: Block[]; deprecated: boolean;
  tags: string[]; servers: ApiServer[]; security: ApiSecurityScheme[]; parameters: ApiParameter[];
  request_body: ApiBody | null; responses: ApiResponse[]; samples: ApiCodeSample[];
}
export const ApiOperationD = struct<ApiOperation>({
  operation_id: str, method: str, path: str, summary: str, description: blocks, deprecated: bool,
  tags: vec(str), servers: vec(ApiServerD), security: vec(ApiSecuritySchemeD), parameters: vec(ApiParameterD),
  request_body: opt(ApiBodyD), responses: vec(ApiResponseD), samples: vec(ApiCodeSampleD),
});
export interface ApiSchemaPage { name: string; schema: SchemaNode; example: string }
export const ApiSchemaPageD = struct<ApiSchemaPage>({ name: str, schema: SchemaNodeD, example: str });
export interface ApiOverview { title: string; version: string; description: Block[]; servers: ApiServer[]; security: ApiSecurityScheme[]; spec: ApiSpecFile | null }
export const ApiOverviewD = struct<ApiOverview>({
  title: str, version: str, description: blocks, servers: vec(ApiServerD), security: vec(ApiSecuritySchemeD), spec: opt(ApiSpecFileD),
});

// ---------- model/ts.rs ----------
export interface TsParamDoc { name: string; doc: Block[] }
export const TsParamDocD = struct<TsParamDoc>({ name: str, doc: blocks });
export interface TsDoc {
  summary: Block[]; remarks: Block[]; params: TsParamDoc[]; returns: Block[]; examples: Block[];
  deprecated: Block[] | null; see: Block[][]; since: string; default: string; throws: Block[][];
}
export const TsDocD = struct<TsDoc>({
  summary: blocks, remarks: blocks, params: vec(TsParamDocD), returns: blocks, examples: blocks,
  deprecated: opt(blocks), see: vec(blocks), since: str, default: str, throws: vec(blocks),
});
export interface SigToken { class: number; text: string; link: string | null }
export const SigTokenD = struct<SigToken>({ class: u32, text: str, link: opt(str) });
export interface TsParam { name: string; ty: SigToken[]; optional: boolean; rest: boolean; default: string; doc: Block[] }
export const TsParamD = struct<TsParam>({ name: str, ty: vec(SigTokenD), optional: bool, rest: bool, default: str, doc: blocks });
export interface TsTypeParam { name: string; constraint: SigToken[]; default: SigToken[]; doc: Block[] }
export const TsTypeParamD = struct<TsTypeParam>({ name: str, constraint: vec(SigTokenD), default: vec(SigTokenD), doc: blocks });
export interface TsSignature { tokens: SigToken[]; params: TsParam[]; type_params: TsTypeParam[]; doc: TsDoc }
export const TsSignatureD = struct<TsSignature>({ tokens: vec(SigTokenD), params: vec(TsParamD), type_params: vec(TsTypeParamD), doc: TsDocD });
export interface TsMember {
  kind: string; name: string; id: string; is_static: boolean; is_abstract: boolean; is_readonly: boolean; is_optional: boolean;
  visibility: string; signatures: TsSignature[]; doc: TsDoc;
}
export const TsMemberD = struct<TsMember>({
  kind: str, name: str, id: str, is_static: bool, is_abstract: bool, is_readonly: bool, is_optional: bool,
  visibility: str, signatures: vec(TsSignatureD), doc: TsDocD,
});
export interface TsItem { package: string; kind: string; name: string; aliases: string[]; doc: TsDoc; signatures: TsSignature[]; members: TsMember[]; source: string }
export const TsItemD = struct<TsItem>({ package: str, kind: str, name: str, aliases: vec(str), doc: TsDocD, signatures: vec(TsSignatureD), members: vec(TsMemberD), source: str });
export interface TsListEntry { name: string; kind: string; route: string; summary: string; deprecated: boolean }
export const TsListEntryD = struct<TsListEntry>({ name: str, kind: str, route: str, summary: str, deprecated: bool });
export interface TsListGroup { title: string; id: string; entries: TsListEntry[] }
export const TsListGroupD = struct<TsListGroup>({ title: str, id: str, entries: vec(TsListEntryD) });

// ---------- Block (mod.rs) ----------
export type Block =
  | { Heading: { level: number; id: string; content: Inline[] } }
  | { Paragraph: Inline[] }
  | { List: { ordered: boolean; start: number; items: ListItem[] } }
  | { Quote: Block[] }
  | { Code: CodeBlock }
  | { Table: Table }
  | { Admonition: { kind: AdmonitionKind; title: Inline[] | null; blocks: Block[] } }
  | 'Rule'
  | { Footnotes: Footnote[] }
  | { Html: HtmlNode[] }
  | { Cards: Card[] }
  | { Details: { summary: Inline[]; blocks: Block[] } }
  | { ApiOperation: ApiOperation }
  | { ApiSchema: ApiSchemaPage }
  | { ApiOverview: ApiOverview }
  | { TsItem: TsItem }
  | { TsList: TsListGroup[] };
export const BlockD: Decoder<Block> = enumOf<Block>([
  ['Heading', struct({ level: u32, id: str, content: inlines })],
  ['Paragraph', inlines],
  ['List', struct({ ordered: bool, start: u32, items: vec(ListItemD) })],
  ['Quote', blocks],
  ['Code', CodeBlockD],
  ['Table', TableD],
  ['Admonition', struct({ kind: AdmonitionKindD, title: opt(inlines), blocks })],
  ['Rule', null],
  ['Footnotes', vec(FootnoteD)],
  ['Html', vec(HtmlNodeD)],
  ['Cards', vec(CardD)],
  ['Details', struct({ summary: inlines, blocks })],
  ['ApiOperation', ApiOperationD],
  ['ApiSchema', ApiSchemaPageD],
  ['ApiOverview', ApiOverviewD],
  ['TsItem', TsItemD],
  ['TsList', vec(TsListGroupD)],
]);

export interface Page {
  route: string; title: string; description: string; kind: PageKind; sidebar: number | null;
  breadcrumbs: Crumb[]; hide_title: boolean; toc: TocEntry[]; prev: PageLink | null; next: PageLink | null;
  blocks: Block[]; source: string;
}
export const PageD = struct<Page>({
  route: str, title: str, description: str, kind: PageKindD, sidebar: opt(u32),
  breadcrumbs: vec(CrumbD), hide_title: bool, toc: vec(TocEntryD), prev: opt(PageLinkD), next: opt(PageLinkD),
  blocks, source: str,
});
export interface PageChunk { pages: Page[] }
export const PageChunkD = struct<PageChunk>({ pages: vec(PageD) });

export interface Asset { mime: string; name: string; bytes: Uint8Array }
export const AssetD = struct<Asset>({ mime: str, name: str, bytes });
export interface Assets { items: Asset[] }
export const AssetsD = struct<Assets>({ items: vec(AssetD) });

// ---------- model/search.rs ----------
/** The search segment: SearchData, bincode-encoded, then raw-deflated (inflated natively, see search/load.ts). */
export interface SearchIndex { raw_len: number; deflated: Uint8Array }
export const SearchIndexD = struct<SearchIndex>({ raw_len: u32, deflated: bytes });
/** Columnar: `\n`-joined strings per page (routes, titles, names) and per unit (anchors, headings); no page text. */
export interface SearchData {
  routes: string; titles: string; kinds: Uint8Array; weights: Uint8Array; names: string; page_docs: number[];
  anchors: string; headings: string; terms: string; lens: number[]; postings: Uint8Array;
}
export const SearchDataD = struct<SearchData>({
  routes: str, titles: str, kinds: bytes, weights: bytes, names: str, page_docs: vec(u32),
  anchors: str, headings: str, terms: str, lens: vec(u32), postings: bytes,
});
export const SEARCH_KINDS = ['doc', 'category', 'page', 'api', 'schema', 'ts'];

/** Helpers for externally tagged enums. */
export function tagOf(v: object | string): string {
  return typeof v === 'string' ? v : Object.keys(v)[0];
}

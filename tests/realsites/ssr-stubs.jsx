// The Docusaurus theme and client API as a site component meets it during Docusaurus's server
// render, reduced to what the fidelity check compares (ssr.mjs aliases `@theme/…` and
// `@docusaurus/…` imports to these). The theme components render marker HTML carrying exactly
// the facts ssr-facts.mjs reads: tab labels (`data-docc-tabs`), a code block's language and text
// (`<pre data-docc-lang>`), an admonition's type and title (`data-docc-admonition`); the client
// API answers as it does on the server: no browser, light colour mode, empty query string, the
// page's own route, BrowserOnly shows its fallback.
import { Children, createElement, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Set by the page bundle's entry (ssr.mjs) before rendering. */
export const site = { baseUrl: '/', url: '', title: '', route: '/', failures: [] };

// ---- @theme ----

/** Docusaurus's Tabs: the labels come from `values` when given, else from each TabItem's
 * `label ?? value`; every panel is rendered (the unselected ones `hidden`), as its SSR does. */
export function Tabs({ values, children }) {
  const items = Children.toArray(children).filter(isValidElement);
  const tabValues = values ?? items.map((c) => ({ value: c.props.value, label: c.props.label }));
  const labels = tabValues.map((v) => String(v.label ?? v.value));
  return createElement('div', { 'data-docc-tabs': JSON.stringify(labels) }, items);
}

export function TabItem({ children, hidden }) {
  return createElement('div', { role: 'tabpanel', hidden }, children);
}

/** A string child is the code (Docusaurus's parseLines drops one trailing newline, done by the
 * reader); element children are shown inside the `<pre>` as they are. */
export function CodeBlock({ children, language, className }) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  const parts = Children.toArray(children);
  const text = parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : null;
  return createElement('pre', { 'data-docc-lang': lang }, createElement('code', null, text ?? children));
}

export function Admonition({ type = 'note', title, children }) {
  return createElement('div', { 'data-docc-admonition': type },
    createElement('div', { 'data-docc-admonition-title': '' }, title ?? type), children);
}

export function Details({ summary, children }) {
  return createElement('details', null, isValidElement(summary) ? summary : createElement('summary', null, summary ?? 'Details'), children);
}

/** `<Heading as="h2" id>`: the heading element with its id (the hash link has no words). */
export function Heading({ as = 'h2', ...props }) {
  return createElement(as, props);
}

/** The table of contents and doc-card lists repeat other pages' titles; the check leaves them out
 * on every page (fidelity.mjs does the same on the MDX tree). */
export const TOCInline = () => null;
export const DocCardList = () => null;
export const DocCard = () => null;

// ---- @docusaurus ----

const withBase = (url) => (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? site.baseUrl.replace(/\/$/, '') + url : url);
export const useBaseUrl = (url) => withBase(url);
export const useBaseUrlUtils = () => ({ withBaseUrl: withBase });
export function Link({ to, href, children, ...props }) {
  delete props.isNavLink;
  delete props.activeClassName;
  return createElement('a', { ...props, href: withBase(to ?? href) }, children);
}
export const useColorMode = () => ({ colorMode: 'light', setColorMode() {}, isDarkTheme: false, setLightTheme() {}, setDarkTheme() {} });
export const useQueryString = () => ['', () => {}];
export const useQueryStringList = () => [[], () => {}];
export const useDocusaurusContext = () => ({ siteConfig: { baseUrl: site.baseUrl, url: site.url, title: site.title, customFields: {}, themeConfig: {} }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] }, siteMetadata: {} });
export const useIsBrowser = () => false;
export const BrowserOnly = ({ fallback }) => fallback ?? null;
export const Head = () => null;
export const useLocation = () => ({ pathname: site.route, search: '', hash: '', state: undefined });
export const useHistory = () => ({ push() {}, replace() {}, location: useLocation(), listen: () => () => {} });
export const Translate = ({ children }) => children;
export const translate = ({ message }) => message;

// ---- MDX ----

/** A site component, rendered on its own so that a failure is its own (the page goes on): its
 * HTML is kept inside `<docc-site>`, or the failure is recorded for the report. */
export function DoccSite({ __name, __c, ...props }) {
  try {
    if (__c === undefined) throw new Error(`\`${__name}\` is not defined on the page (neither imported nor declared there; a site-wide MDXComponents entry is not modelled)`);
    const html = renderToStaticMarkup(createElement(__c, props));
    return createElement('docc-site', { 'data-name': __name, dangerouslySetInnerHTML: { __html: html } });
  } catch (e) {
    site.failures.push({ name: __name, error: String(e?.message ?? e).split('\n')[0] });
    return createElement('docc-site', { 'data-name': __name, 'data-failed': '' });
  }
}

/** MDX's provider (`providerImportSource`): the components Docusaurus gives every MDX file. */
const components = { Admonition, DoccSite, Details };
export const useMDXComponents = () => components;

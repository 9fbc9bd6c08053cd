// A page's blocks. The reference views (OpenAPI operation, schema and overview; TypeScript
// item and list) only ever stand at the top of their own pages, and they render their
// descriptions with the prose `Blocks`; dispatching them here, above both, keeps `blocks/`
// free of the reference views (so neither imports the other).
import type { Block } from '../pack/schema';
import { tagOf } from '../pack/schema';
import { ApiOperationView, ApiOverviewView, ApiSchemaView } from './api';
import { Blocks } from './blocks/Blocks';
import { TsItemView, TsListView } from './ts';

function one(b: Block, key: number) {
  switch (b === 'Rule' ? 'Rule' : tagOf(b)) {
    case 'ApiOperation': return <ApiOperationView key={key} op={(b as Extract<Block, { ApiOperation: unknown }>).ApiOperation} />;
    case 'ApiSchema': return <ApiSchemaView key={key} page={(b as Extract<Block, { ApiSchema: unknown }>).ApiSchema} />;
    case 'ApiOverview': return <ApiOverviewView key={key} overview={(b as Extract<Block, { ApiOverview: unknown }>).ApiOverview} />;
    case 'TsItem': return <TsItemView key={key} item={(b as Extract<Block, { TsItem: unknown }>).TsItem} />;
    case 'TsList': return <TsListView key={key} groups={(b as Extract<Block, { TsList: unknown }>).TsList} />;
    default: return <Blocks key={key} blocks={[b]} />;
  }
}

export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map(one)}</>;
}

import { writeFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { startApi } from './bootstrap';
import { loadConfig } from './core/config';
import { renderSchemaFile, SCHEMA_FILE } from './schema-file';

/** Regenerates apps/api/schema.gql from the running API's schema. */
async function writeSchema(): Promise<void> {
  const api = await startApi({ ...loadConfig(), port: 0 }, { logger: false });
  try {
    writeFileSync(SCHEMA_FILE, renderSchemaFile(api.app.get(GraphQLSchemaHost).schema));
    console.log(`Wrote ${SCHEMA_FILE}`);
  } finally {
    await api.close();
  }
}

void writeSchema();

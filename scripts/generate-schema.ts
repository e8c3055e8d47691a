// Writes schema/collection.schema.json from the validator registry and the collection format's keys
// (`npm run schema`). __tests__/collection/json-schema.test.ts fails when the committed file is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectionJsonSchemaText } from '../src/collection/formats/assay/json-schema.ts';

const target = resolve(import.meta.dirname, '../schema/collection.schema.json');
mkdirSync(resolve(target, '..'), { recursive: true });
writeFileSync(target, collectionJsonSchemaText());
console.log(`wrote ${target}`);

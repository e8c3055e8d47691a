// `npm run docs:tables`: rewrites the validators, capture sources and predicates tables of
// docs/collection-format.md from the registries (between their markers). A test checks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { withGeneratedTables } from '../src/engine/validators/docs-tables.ts';

const path = 'docs/collection-format.md';
writeFileSync(path, withGeneratedTables(readFileSync(path, 'utf8')));

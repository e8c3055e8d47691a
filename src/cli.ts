#!/usr/bin/env node
import { main } from './cli/main.ts';
void main(process.argv.slice(2));

// The job summary: the run's Markdown report, or the collection errors when nothing could run,
// plus a link to the uploaded reports. GitHub refuses a step summary over 1 MiB.
import * as workflow from './workflow-commands.ts';
import { renderMarkdownSummary } from '../report/formats/markdown.ts';
import type { ResultsDocument } from '../report/results/document.ts';

export const SUMMARY_MAX_BYTES = 1_000_000;

export type SummaryContent =
  { kind: 'results'; document: ResultsDocument } | { kind: 'diagnostics'; errorCount: number; text: string };

export interface ArtifactLink {
  name: string;
  url?: string;
}

export function renderSummary(content: SummaryContent, artifact?: ArtifactLink): string {
  const footer = artifact ? artifactLine(artifact) : '';
  const budget = SUMMARY_MAX_BYTES - Buffer.byteLength(footer);
  switch (content.kind) {
    case 'results':
      return renderMarkdownSummary(content.document, { maxBytes: budget }) + footer;
    case 'diagnostics': {
      const title = `### assay: ${content.errorCount} collection ${content.errorCount === 1 ? 'error' : 'errors'}, no tests were run\n\n`;
      return title + codeBlock(content.text, budget - Buffer.byteLength(title)) + footer;
    }
  }
}

/** Writes the summary; outside a runner (no GITHUB_STEP_SUMMARY) there is nowhere to write it. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    workflow.info('No job summary written: GITHUB_STEP_SUMMARY is not set.');
    return;
  }
  try {
    await workflow.appendSummary(markdown);
  } catch (error) {
    workflow.warning(`The job summary could not be written: ${(error as Error).message}`);
  }
}

/**
 * A fenced block shows its text literally (no Markdown, no HTML), as long as the fence is longer
 * than any run of backticks inside it.
 */
function codeBlock(text: string, maxBytes: number): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  const cut = truncateBytes(text.replace(/\s+$/, ''), maxBytes - 2 * fence.length - 64);
  return `${fence}text\n${cut}\n${fence}\n`;
}

function truncateBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const note = '\n… (cut to fit the job summary; the reports in the artifact have the full text)';
  const kept = Buffer.from(text)
    .subarray(0, Math.max(0, maxBytes - Buffer.byteLength(note)))
    .toString();
  // A cut through a multi-byte character decodes to U+FFFD at the end; drop it.
  return kept.replace(/\uFFFD$/, '') + note;
}

function artifactLine(artifact: ArtifactLink): string {
  const name = escapeMarkdown(artifact.name);
  return artifact.url ? `\n\nReports: [${name}](${artifact.url})\n` : `\n\nReports: artifact ${name}\n`;
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|&~]/g, (ch) => `\\${ch}`);
}

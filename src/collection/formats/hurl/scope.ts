// What a Hurl `{{ name }}` becomes in assay, entry by entry as Hurl runs them: a name captured by
// an earlier entry (or this entry's own [Captures]) is `${{ context.name }}`, a `--secret` name or
// one that says it holds a credential is `${{ secrets.name }}`, a variable set by an [Options]
// `variable: name=value` is its value, and any other name is `${{ vars.name }}`.
import { isCredentialName } from '../../../model/credentials.ts';
import type { Capture, Placeholder, Template } from './ast.ts';
import type { NoteSink } from './notes.ts';

const NAME = /^[A-Za-z_][\w-]*$/;

export class Scope {
  readonly captured = new Set<string>();
  /** Values of `[Options] variable: name=value`, as Hurl reads them (numbers, booleans, null typed). */
  readonly optionVariables = new Map<string, unknown>();
  /** Every `vars` and `secrets` name used, for the collection's header comment. */
  readonly varsUsed = new Set<string>();
  readonly secretsUsed = new Set<string>();
  /**
   * The captures of the entry being converted that its checks may read (for a capture, those
   * before it). assay's checks see the captures of earlier tests only, so a `variable` query on
   * one is written as the capture's own query, and a `{{ }}` of one cannot be written.
   */
  ownCaptures = new Map<string, Capture>();
  /** Set when a placeholder named one of `ownCaptures`. */
  ownCaptureReferenced: string | undefined;
  private readonly secrets: ReadonlySet<string>;

  constructor(secrets: ReadonlySet<string>) {
    this.secrets = secrets;
  }

  /** The assay namespace of a Hurl variable name. */
  namespace(name: string): 'context' | 'secrets' | 'vars' {
    if (this.captured.has(name)) return 'context';
    return this.isSecretName(name) ? 'secrets' : 'vars';
  }

  /** A `--secret` name, or one that says it holds a credential (`token`, `password`). */
  isSecretName(name: string): boolean {
    return this.secrets.has(name) || isCredentialName(name);
  }

  /** A name given with `--secret`. */
  isDeclaredSecret(name: string): boolean {
    return this.secrets.has(name);
  }

  /** `context.name`, `secrets.name` or `vars.name`, the names a run must give listed for the header. */
  qualified(name: string): string {
    const namespace = this.namespace(name);
    if (namespace !== 'context') (namespace === 'secrets' ? this.secretsUsed : this.varsUsed).add(name);
    return `${namespace}.${name}`;
  }

  /** The text of a placeholder in assay: a template, or an [Options] variable's value. */
  placeholderText(placeholder: Placeholder, notes: NoteSink): string {
    const value = this.placeholderValue(placeholder, notes);
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /**
   * A placeholder as a typed value where Hurl compares typed values (`== {{count}}`): an [Options]
   * variable keeps its type; anything else is a template text, which assay compares with a number
   * by its JSON text.
   */
  placeholderValue(placeholder: Placeholder, notes: NoteSink): unknown {
    const expression = placeholder.expression;
    if (NAME.test(expression)) {
      if (this.ownCaptures.has(expression)) this.ownCaptureReferenced = expression;
      if (this.optionVariables.has(expression) && !this.captured.has(expression))
        return this.optionVariables.get(expression);
      return `\${{ ${this.qualified(expression)} }}`;
    }
    if (expression === 'newUuid') return '${{ func.guid() }}';
    if (expression === 'newDate') return '${{ func.utcnow() }}';
    const environment = /^getEnv\s+"([A-Za-z_][\w]*)"$/.exec(expression)?.[1];
    if (environment !== undefined) return `\${{ env.${environment} }}`;
    notes.unconverted(placeholder.position, `the expression {{ ${expression} }} has no assay equivalent: kept as text`);
    return `{{ ${expression} }}`;
  }

  text(template: Template, notes: NoteSink): string {
    return template.parts.map((part) => (typeof part === 'string' ? part : this.placeholderText(part, notes))).join('');
  }
}

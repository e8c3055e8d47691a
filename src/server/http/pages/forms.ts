// Reading a posted form and answering a refused one: the pages that change something show the
// same form again with the message (400), what was sent kept in its fields.
import { numberOrText } from '../../alerts/channel-type.ts';
import { AlertInputError } from '../../alerts/input.ts';
import { HttpError, type Html } from '../basics.ts';
import type { Exchange } from '../context.ts';
import { sendPage } from './layout.ts';

/** A form field's text, trimmed; '' when absent. */
export function formText(x: Exchange, name: string): string {
  return (x.form.get(name) ?? '').trim();
}

/** A whole number as a number; any other text as text, so that the shared check names the field. */
export function formNumber(x: Exchange, name: string): number | string {
  return numberOrText(formText(x, name));
}

/** Runs a form's change; a mistake the user made (a 400) re-shows the form with the message. */
export async function orShowAgain(
  x: Exchange,
  title: string,
  change: () => Promise<void>,
  form: (problem: string) => Promise<Html> | Html,
): Promise<void> {
  try {
    await change();
  } catch (error) {
    const mistake = error instanceof AlertInputError || (error instanceof HttpError && error.status === 400);
    if (!mistake) throw error;
    sendPage(x, title, await form(error.message), 400);
  }
}

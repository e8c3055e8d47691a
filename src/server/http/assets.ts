// The dashboard's only stylesheet and script, served from /assets (the CSP allows nothing inline).
export const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1b1f23}
header{background:#24292e;color:#fff;padding:.6em 1em;display:flex;gap:1em;align-items:center}
header a,header button{color:#fff;margin-right:.8em;background:none;border:0;font:inherit;cursor:pointer;text-decoration:underline}
main{padding:1em 1.5em;max-width:1200px}table{border-collapse:collapse;margin:.5em 0 1em}
th,td{border-bottom:1px solid #ddd;padding:.3em .7em;text-align:left;vertical-align:top}
tr.failing td:first-child,tr.failed td:first-child,tr.errored td:first-child,tr.abandoned td:first-child{border-left:4px solid #e05d44}
tr.passing td:first-child,tr.passed td:first-child{border-left:4px solid #4c1}
form.inline{display:inline}label{display:block;margin:.5em 0}label.inline{display:inline;margin-right:1em}
textarea,input:not([type=checkbox]):not([type=radio]),select{display:block;width:100%;max-width:50em;font:13px monospace;padding:.3em}
pre{background:#f6f8fa;padding:.7em;overflow:auto}.problem{color:#b31d28}.notice{background:#fffbdd;padding:.5em}
button{padding:.3em .9em;margin:.3em .3em .3em 0}button.danger{color:#b31d28}
fieldset{border:1px solid #ddd;margin:.7em 0;max-width:50em}fieldset:disabled{opacity:.5}
`;

/**
 * Progressive enhancement: a run page refreshes itself while its run is queued or running; a
 * maintenance window's form greys out the fields of the kind (once, recurring) not chosen.
 */
export const SCRIPT = `'use strict';
document.addEventListener('DOMContentLoaded', () => {
  for (const form of document.querySelectorAll('[data-window-form]')) {
    const choose = () => {
      for (const set of form.querySelectorAll('fieldset')) set.disabled = !set.querySelector('legend input').checked;
    };
    form.addEventListener('change', choose);
    choose();
  }
  const live = document.querySelector('[data-live-run]');
  const id = live && live.getAttribute('data-live-run');
  if (!id) return;
  const poll = async () => {
    try {
      const response = await fetch('/api/runs/' + id, { headers: { accept: 'application/json' } });
      const run = await response.json();
      if (run.status !== 'queued' && run.status !== 'running') return location.reload();
    } catch {}
    setTimeout(poll, 1500);
  };
  setTimeout(poll, 1500);
});
`;

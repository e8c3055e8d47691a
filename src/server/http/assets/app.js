// The dashboard's script, served as /assets/app.js (the CSP allows no inline script); the build
// puts its text into the bundle (scripts/build.mjs). Progressive enhancement (every page works
// without it):
// - live updates from `GET /events` (Server-Sent Events): the dashboard's status cells, a project
//   page's runs list, and the tests of a running run as they finish (while the tab is visible);
// - a run page still polls its run while it is queued or running and reloads once it is finished
//   (that also covers a run executed by another instance, whose events this server does not see);
// - a maintenance window's form greys out the fields of the kind (once, recurring) not chosen.
// Text from events goes into the page as text (textContent), never as markup.
'use strict';
const when = (ms) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + 'Z';
const cell = (text, href) => {
  const td = document.createElement('td');
  if (href) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    td.append(a);
  } else td.textContent = text;
  return td;
};
// The same cells as runRow() in pages/runs.ts.
const runCells = (run) => [
  cell(when(run.queuedAt), '/runs/' + run.id),
  cell(run.status),
  cell(run.trigger),
  cell(run.totals.passed + '/' + (run.totals.passed + run.totals.failed + run.totals.errored)),
  cell(run.durationMs === undefined ? '\u2013' : Math.round(run.durationMs) + ' ms'),
];
const FINISHED = new Set(['passed', 'failed', 'error', 'abandoned']);

function onRun(event) {
  const { projectId, run } = event;
  for (const row of document.querySelectorAll('tr[data-project]')) {
    if (row.getAttribute('data-project') !== projectId) continue;
    const status = row.querySelector('[data-status]');
    if (status.getAttribute('data-status') === 'paused') continue;
    const settled = run.projectStatus || status.getAttribute('data-status');
    if (run.projectStatus) {
      status.setAttribute('data-status', run.projectStatus);
      row.className = run.projectStatus;
    }
    status.textContent = '';
    status.append(settled);
    if (!FINISHED.has(run.status)) {
      const a = document.createElement('a');
      a.href = '/runs/' + run.id;
      a.textContent = 'run ' + run.status;
      status.append(' (', a, ')');
    }
  }
  for (const body of document.querySelectorAll('tbody[data-runs-of]')) {
    if (body.getAttribute('data-runs-of') !== projectId) continue;
    for (const empty of body.querySelectorAll('[data-no-runs]')) empty.remove();
    let row = body.querySelector('tr[data-run="' + CSS.escape(run.id) + '"]');
    if (!row) {
      row = document.createElement('tr');
      row.setAttribute('data-run', run.id);
      body.prepend(row);
    }
    row.className = run.status;
    row.replaceChildren(...runCells(run));
  }
}

function onTest(event, runId, list) {
  if (event.runId !== runId) return;
  const { test } = event;
  const item = document.createElement('li');
  item.className = test.outcome;
  const details = [test.outcome];
  if (test.status !== undefined) details.push('HTTP ' + test.status);
  if (test.durationMs !== undefined) details.push(Math.round(test.durationMs) + ' ms');
  item.textContent = test.name + ': ' + details.join(', ');
  list.append(item);
}

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
  const tests = document.querySelector('[data-live-tests]');
  const projects = document.querySelectorAll('tr[data-project], tbody[data-runs-of]');
  if (window.EventSource && (projects.length > 0 || (id && tests))) {
    const only = document.querySelector('tbody[data-runs-of]') || (id && live);
    const project = only && (only.getAttribute('data-runs-of') || only.getAttribute('data-project-id'));
    const source = new EventSource('/events' + (project ? '?project=' + encodeURIComponent(project) : ''));
    // A browser keeps about 6 connections per server over HTTP/1.1: a tab in the background gives its
    // stream up, and reloads (current again, streaming again) when it is shown.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') source.close();
      else if (source.readyState === EventSource.CLOSED) location.reload();
    });
    // Marks the page as live (tests wait for it; a style could show it).
    source.addEventListener('open', () => document.documentElement.setAttribute('data-live', 'connected'));
    source.addEventListener('error', () => document.documentElement.removeAttribute('data-live'));
    source.addEventListener('run', (message) => {
      const event = JSON.parse(message.data);
      onRun(event);
      if (id && event.run.id === id && FINISHED.has(event.run.status)) location.reload();
    });
    if (id && tests) source.addEventListener('test', (message) => onTest(JSON.parse(message.data), id, tests));
    addEventListener('pagehide', () => source.close());
  }
  if (!id) return;
  const poll = async () => {
    try {
      const response = await fetch('/api/runs/' + id, { headers: { accept: 'application/json' } });
      const run = await response.json();
      if (run.status !== 'queued' && run.status !== 'running') return location.reload();
    } catch {
      // the server is away for a moment: ask again
    }
    setTimeout(poll, 1500);
  };
  setTimeout(poll, 1500);
});

// Where a check's time goes on this page: each step's end, in ms since the epoch (the worker's clock is
// the same), in `window.cotacheckCheckMarks`, which bench/verificar_bench.py reads (docs/site.md gives
// the split it prints). A new check replaces the marks of the one before.
//   submit   the form was sent                     sent      the request left for the worker
//   received the worker had it                     start     the engine began (after any call ahead)
//   work     Python's own work (a duration, ms)    json      the answer's JSON in Python (a duration)
//   posted   the worker sent the answer            arrived   the page had it    parsed  JSON.parse done
//   shown    phase 1 in the DOM (<html data-result>)          painted  phase 1 laid out and painted
//   lines    phase 2 over (<html data-lines="done">)          link     the result link made (when asked)
const now = () => performance.timeOrigin + performance.now();

let current = null;

/** A check begins: its marks from now on (the object the later marks go to). */
export function beginMarks() {
  current = { submit: now() };
  window.cotacheckCheckMarks = current;
  return current;
}

/** The engine's timing of the call that answered this check (engine.js `timing`). */
export function markCall(envelope) {
  if (current && envelope && envelope.timing) Object.assign(current, envelope.timing);
}

/** `name` ends now, for the check under way (`marks`: a check's own object, when it may have been replaced). */
export function mark(name, marks = current) {
  if (marks) marks[name] = now();
  return marks;
}

/** Phase 1 on screen: the first task after the next frame's rendering. */
export function markPainted(marks = current) {
  if (marks) requestAnimationFrame(() => setTimeout(() => mark("painted", marks), 0));
  return marks;
}

/** The marks of the check on screen (a link made later marks that check's). */
export const currentMarks = () => current;

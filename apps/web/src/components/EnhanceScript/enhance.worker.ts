/// <reference lib="webworker" />
import { runScript, sealScope } from './runScript';

/**
 * The enhance-script worker: one per run, terminated by the page after its answer or at the
 * time limit. It keeps its own way to answer, seals its scope (no fetch, XMLHttpRequest,
 * importScripts, WebSocket… nor postMessage for the script), says it is ready, then runs the
 * one script it is sent on the rows it is sent. The server also sends this file with a
 * Content-Security-Policy of its own that forbids every connection (apps/server/src/app.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = scope.postMessage.bind(scope);
let done = false;
scope.onmessage = (event: MessageEvent<{ script: string; rows: unknown[] }>) => {
  if (done) return;
  done = true;
  scope.onmessage = null;
  answer(runScript(event.data.script, event.data.rows));
};
const open = sealScope(scope);
answer({ status: 'ready', open });

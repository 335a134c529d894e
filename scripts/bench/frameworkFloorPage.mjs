// The framework floor as a page (`npm run lighthouse` measures it beside the site's pages): the
// one-paragraph app of scripts/bundleSizes.mjs, server-rendered as the site's pages are (the
// dehydrated query in the document, Emotion's style before its element) and hydrated by the same
// React, React Query and Emotion, bundled the same way. What Lighthouse reads on it is what this
// machine's Chromium charges for the framework alone, before any of the site's own work.
import { css } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import http from 'node:http';
import { FLOOR_PARAGRAPH_STYLE, FLOOR_QUERY_URL, frameworkFloorScript } from '../bundleSizes.mjs';

function floorDocument() {
  const client = new QueryClient();
  client.setQueryData([FLOOR_QUERY_URL], 1);
  const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  const paragraph = css`${FLOOR_PARAGRAPH_STYLE}`; // the floor app's style, hence its class
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Framework floor</title><meta name="description" content="A minimal page hydrating with React, React Query and Emotion."></head><body>',
    `<div id="root"><style data-emotion="css ${paragraph.name}">.css-${paragraph.name}{${paragraph.styles}}</style><p class="css-${paragraph.name}">1</p></div>`,
    `<script type="application/json" id="state">${state}</script>`,
    '<script type="module" src="/floor.js"></script></body></html>',
  ].join('');
}

/** Serves the floor page at `/` on loopback; resolves to its address and a close function. */
export async function startFrameworkFloorPage() {
  const page = floorDocument();
  const script = frameworkFloorScript();
  const server = http.createServer((request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(script);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(page);
    } else if (request.url === FLOOR_QUERY_URL) {
      // React Query's defaults fetch again on mount (the site's never do): answered, as the site would.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('1');
    } else {
      response.writeHead(204).end(); // the browser's favicon request
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}/`, close: () => server.close() };
}

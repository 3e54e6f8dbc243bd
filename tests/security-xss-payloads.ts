/**
 * 30 XSS payloads (issue 12's list), shared by tests/integration/security-xss.test.ts (stored sanitized, the server's
 * HTML free of them, batch by batch) and tests/e2e/auth-console.spec.ts (all on one page: nothing executes).
 * Each sets `window.__xss` and opens an alert if it ever runs.
 */
const X = 'window.__xss=1;alert(1)'
export const XSS_PAYLOADS = [
  `<script>${X}</script>`,
  `<img src=x onerror="${X}">`,
  `<svg onload="${X}"></svg>`,
  `<svg><script>${X}</script></svg>`,
  `<a href="javascript:${X}">klik</a>`,
  `<a href="JaVaScRiPt:${X}">klik</a>`,
  `<a href="jav&#x09;ascript:${X}">klik</a>`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>${X}</script>"></iframe>`,
  `<body onload="${X}">`,
  `<details open ontoggle="${X}">`,
  `<input autofocus onfocus="${X}">`,
  `<video><source onerror="${X}"></video>`,
  `<math><mtext><img src=x onerror="${X}"></mtext></math>`,
  `<object data="javascript:${X}"></object>`,
  `<embed src="javascript:${X}">`,
  `<form action="javascript:${X}"><button>x</button></form>`,
  `<p style="background:url(javascript:${X})">x</p>`,
  `<div onmouseover="${X}" style="position:fixed;inset:0">x</div>`,
  `<img src="x" alt="" onerror=${X}>`,
  `"><script>${X}</script>`,
  `</textarea><script>${X}</script>`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
  `<img src=1 oNeRrOr="${X}">`,
  `<base href="javascript:/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<link rel="import" href="data:text/html,<script>${X}</script>">`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>">`,
  `<template><script>${X}</script></template>`,
]

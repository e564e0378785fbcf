/*
 * A page shared by every value of its params (`/jobs/:id`) can't name its data in its HTML, so
 * this asks for it as soon as the HTML has arrived, long before the app's script has run: it reads
 * the params from the address and adds a preload for each of the page's first API reads, which the
 * app's own request then takes (scripts/build/prerender.ts writes the route and the requests).
 * Once the app has started (`src/main.tsx` marks it) its requests may have left already: a preload
 * then would answer a later request, after a change, with the answer from before it.
 */
(() => {
  if ('appStarted' in document.documentElement.dataset) return;
  const script = document.currentScript;
  const route = script.dataset.route.split('/');
  const path = location.pathname.replace(/\/$/, '').split('/');
  if (path.length !== route.length) return;
  const params = {};
  for (const [index, segment] of route.entries()) {
    if (segment.startsWith('$')) params[segment.slice(1)] = path[index];
    else if (segment !== path[index]) return;
  }
  for (const template of JSON.parse(script.dataset.requests)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.crossOrigin = 'anonymous';
    link.href = template.replace(/\$(\w+)/g, (_, name) => params[name]);
    document.head.append(link);
  }
})();

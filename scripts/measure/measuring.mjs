/** What the measuring scripts (lighthouse, compile-cost, layout-cost) share. */

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page's navigation in a trace, not the about:blank before it (whose loader URL is empty or
 * `about:`); some traces name no loader URL at all, and then the last main-frame one is it.
 * Undefined when the trace has no main-frame navigation.
 */
export function pageNavigation(events) {
  const mainFrameStarts = events.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  return (
    mainFrameStarts.find((event) => event.args.data.documentLoaderURL?.startsWith('http')) ??
    mainFrameStarts.at(-1)
  );
}

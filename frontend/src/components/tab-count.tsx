// The count beside a tab's title, drawn as Blueprint's Tab draws its `tagContent` (a minimal round
// tag, primary on the selected tab) but with the app's Badge: the Tag inside TabTitle measures its
// text after every render (a forced layout of the screen inside React's commit, on /labels 18 ms of
// a 20 ms task at the Lighthouse preset's slowdown).
import { Classes } from "@blueprintjs/core";
import { Badge } from "./badge";

/** The text a count shows while it is not known yet: never a "0" that is not so. */
const COUNT_LOADING = "…";

/**
 * `count`: the number; undefined while it loads (an ellipsis holds its place); null when it could
 * not be had (nothing is shown: the tab's panel says why).
 */
export function TabCount({ count, selected }: { count: number | null | undefined; selected: boolean }) {
  if (count === null) return null;
  return (
    <Badge minimal round intent={selected ? "primary" : "none"} className={Classes.TAB_TAG}>
      {count ?? COUNT_LOADING}
    </Badge>
  );
}

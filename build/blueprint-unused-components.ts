// Blueprint components the app never renders, and the stylesheet rules that only they use.
// Blueprint ships one stylesheet for every component; these rules (a sizeable share of it) could
// only ever match markup the app does not produce, yet every phone
// downloads and parses them before its first paint. build/build-assets.test.ts checks
// that no file under frontend/src imports one of these components: to use one, take it off
// this list.
import postcss, { type Root } from "postcss";

/** Class-name stem (after `bp6-`) → the `@blueprintjs/core` exports that render it. */
export const UNUSED_BLUEPRINT_COMPONENTS: Record<string, readonly string[]> = {
  breadcrumb: ["Breadcrumb", "Breadcrumbs"],
  breadcrumbs: ["Breadcrumbs"],
  "card-list": ["CardList"],
  "compound-tag": ["CompoundTag"],
  "context-menu": ["ContextMenu", "ContextMenuPopover", "showContextMenu"],
  "editable-text": ["EditableText"],
  "entity-title": ["EntityTitle"],
  hotkey: ["Hotkey", "HotkeysDialog2", "HotkeysProvider", "HotkeysTarget2"],
  key: ["KeyComboTag"], // and its `bp6-key-combo`: a stem takes every class that extends it
  "multistep-dialog": ["MultistepDialog", "DialogStep"],
  navbar: ["Navbar", "NavbarGroup", "NavbarHeading", "NavbarDivider"],
  "overflow-list": ["OverflowList"],
  "panel-stack2": ["PanelStack2"],
  "running-text": ["RUNNING_TEXT"],
  section: ["Section", "SectionCard"],
  skeleton: ["SKELETON"],
  "tag-input": ["TagInput"],
  tree: ["Tree", "TreeNode"],
};

const stems = Object.keys(UNUSED_BLUEPRINT_COMPONENTS).join("|");
/** `.bp6-tree`, `.bp6-tree-node-caret`…, but not `.bp6-tree` inside `.bp6-treeview`. */
const UNUSED_CLASS = new RegExp(`\\.bp6-(?:${stems})(?:-[a-z0-9-]+)?(?![a-z0-9-])`);

/** Whether a selector needs an unused component's class on some element (`:not(…)` does not). */
const needsUnusedClass = (selector: string) => UNUSED_CLASS.test(selector.replace(/:not\([^)]*\)/g, ""));

/**
 * Removes the selectors that need an unused component's class; a rule left without selectors goes,
 * and so does an at-rule (@media) left empty. A selector list that mixes used and unused classes
 * keeps its used selectors.
 */
export function dropUnusedComponentRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !needsUnusedClass(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyAtRules(root);
  return root.toString();
}

/** Drops the at-rules (@media…) that removing rules has left empty. */
export function removeEmptyAtRules(root: Root): void {
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
}

import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * The one html-validate configuration of the suite: the recommended rules, less those that only
 * React's own way of writing HTML trips. Everything else a page breaks is a real error to fix.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<img ... />` and `<meta ... />`; recommended wants `<img ...>`.
    'void-style': 'off',
    // React writes boolean attributes as `hidden=""`, `async=""`; recommended wants bare `hidden`. The
    // same `hidden=""` also trips the rule for attributes whose empty value means the attribute itself.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React and Next write some attributes as their DOM property names (`charSet`, `autoComplete`,
    // `fetchPriority`, `noModule`); HTML is case-insensitive, so camelCase is allowed next to lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // useId() gives ids such as `_R_1ab_` (React 19.2+) and streamed Suspense boundaries `B:0`, `S:0`,
    // which valid-id rejects (must begin with a letter, no colon); they are unique and never typed by hand.
    'valid-id': 'off',
    // React serialises `style={{ '--line-color': … }}` as an inline style attribute: custom properties
    // set per element (menu colours, skeleton widths) have no other way to reach the stylesheet.
    'no-inline-style': 'off',
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** One problem as a line a failing test prints: rule, message and the element's selector. */
export interface HtmlProblem {
  rule: string;
  message: string;
  selector: string | null;
}

/** Validates a whole document; returns its errors (warnings are ignored), empty when it passes. */
export async function htmlProblems(html: string): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => ({ rule: message.ruleId, message: message.message, selector: message.selector })),
  );
}

// MJML 5 ships no types: the part of its API the mail layout uses.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlResult {
    html: string;
    errors: MjmlError[];
  }
  export default function mjml2html(
    input: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean },
  ): Promise<MjmlResult>;
}

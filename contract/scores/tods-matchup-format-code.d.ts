/** Types for the untyped tods-matchup-format-code package (TODS matchUp format codes). */
declare module 'tods-matchup-format-code' {
  export const matchUpFormatCode: {
    parse(code: string): unknown;
    stringify(format: unknown): string | undefined;
    isValidMatchUpFormat(code: string): boolean;
  };
}

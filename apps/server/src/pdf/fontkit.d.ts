/**
 * The part of fontkit (pdfkit's font engine, which ships no types) that pdf-fonts.ts calls: a font
 * parsed from its file, handed to pdfkit's registerFont as it accepts one.
 */
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}

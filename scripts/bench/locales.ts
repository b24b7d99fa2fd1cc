/**
 * Which languages the initial load of / carries. Each locale area file gives
 * a marker: its longest plain-ASCII text found in no other language. The
 * built files are searched for every marker, so the table says where each
 * language and area ended up (initial file, lazy file, or nowhere).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { listStatic } from './files';

export interface LocaleMarker {
  language: string;
  area: string;
  text: string;
  /** Built files (relative to the dist root) that contain the marker. */
  files: string[];
}

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

export function localeMarkers(root: string, distDir: string): LocaleMarker[] {
  const localesDir = join(root, 'locales');
  const languages = readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
  const texts = new Map(languages.map((language) => [
    language,
    readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json')).map((file) => ({
      area: file.replace(/\.json$/, ''),
      values: leaves(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree),
    })),
  ]));
  const contents = listStatic(distDir).filter((file) => file.endsWith('.js')).map((file) => ({ file, text: readFileSync(join(distDir, file), 'utf8') }));
  return languages.flatMap((language) => {
    const others = languages.filter((other) => other !== language).flatMap((other) => texts.get(other)!.flatMap((area) => area.values));
    return texts.get(language)!.map(({ area, values }) => {
      // Plain ASCII without quotes, braces or backslashes survives minification byte for byte.
      const text = values
        .filter((value) => /^[\x20-\x7e]+$/.test(value) && !/["'`\\{}]/.test(value))
        .filter((value) => !others.some((other) => other.includes(value)))
        .sort((a, b) => b.length - a.length)[0] ?? '';
      return { language, area, text, files: text ? contents.filter((file) => file.text.includes(text)).map((file) => file.file) : [] };
    });
  });
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * The generator's only ways to touch the repository (decision 198): write a new file, refusing one
 * that exists, and insert lines beside an anchor, refusing an anchor that is missing or found twice,
 * so a file that moved on stops the generator with a sentence instead of a wrong edit.
 */
export function writer(root) {
  const written = [];
  const edited = new Set();
  const at = (file) => path.join(root, file);
  return {
    written,
    edited,
    write(file, text) {
      if (fs.existsSync(at(file))) throw new Error(`${file} exists already: is the resource there?`);
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), text);
      written.push(file);
    },
    /** Puts `text` before (or after) the one place `anchor` stands in `file`. */
    insert(file, anchor, text, { after = false } = {}) {
      const old = fs.readFileSync(at(file), 'utf8');
      const count = old.split(anchor).length - 1;
      if (count !== 1) throw new Error(`${file}: expected ${JSON.stringify(anchor)} once, found it ${count} times.`);
      const [head, tail] = old.split(anchor);
      fs.writeFileSync(at(file), after ? `${head}${anchor}${text}${tail}` : `${head}${text}${anchor}${tail}`);
      edited.add(file);
    },
    /** Changes a JSON file through `change`, which takes its value and edits it in place (a catalogue). */
    editJson(file, change) {
      const value = JSON.parse(fs.readFileSync(at(file), 'utf8'));
      change(value);
      fs.writeFileSync(at(file), `${JSON.stringify(value, null, 2)}\n`);
      edited.add(file);
    },
    /** Adds `text` at the end of `file`. */
    append(file, text) {
      fs.appendFileSync(at(file), text);
      edited.add(file);
    },
    /** Refuses a name the repository already uses in `file`. */
    refuseIfIn(file, needle) {
      if (fs.readFileSync(at(file), 'utf8').includes(needle)) throw new Error(`${file} already names ${needle}: the resource exists.`);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { creatorPlacement, type Manifest, routeFiles, routeWeights } from './route-weight';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_diagram.js': { file: 'assets/diagram.js', imports: ['_form.js'] },
  'src/features/auth/LoginScreen.tsx': { file: 'assets/Login.js', imports: ['_form.js'] },
  'src/features/structure-builder/StructureBuilder.tsx': {
    file: 'assets/Structure.js',
    imports: ['_diagram.js'],
  },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/form.js': 10,
  'assets/diagram.js': 70,
  'assets/Login.js': 3,
  'assets/Structure.js': 5,
};

describe('route weights', () => {
  it('adds the entry, the screen and their static imports, counting a shared chunk once', () => {
    const weights = routeWeights(
      manifest,
      [
        { path: '/login', modules: ['src/features/auth/LoginScreen.tsx'] },
        { path: '/structure', modules: ['src/features/structure-builder/StructureBuilder.tsx'] },
      ],
      (file) => sizes[file] ?? Number.NaN,
    );
    expect(weights).toEqual([
      { path: '/login', gzip: 100 + 50 + 10 + 3, chunks: 4 },
      { path: '/structure', gzip: 100 + 50 + 70 + 10 + 5, chunks: 5 },
    ]);
  });

  it('says which screen the build does not have', () => {
    expect(() =>
      routeWeights(manifest, [{ path: '/x', modules: ['src/features/x/XScreen.tsx'] }], () => 0),
    ).toThrow('The build manifest has no chunk for src/features/x/XScreen.tsx');
  });

  it("lists a route's files and finds the Creator's chunk in the survey editor route, not in sign-in", () => {
    const login = routeFiles(manifest, ['src/features/auth/LoginScreen.tsx']);
    const structure = routeFiles(manifest, ['src/features/structure-builder/StructureBuilder.tsx']);
    expect(login.sort()).toEqual(['assets/Login.js', 'assets/form.js', 'assets/index.js', 'assets/react.js']);
    const isDiagram = (file: string) => file === 'assets/diagram.js';
    expect(creatorPlacement(login, structure, isDiagram)).toEqual({
      creator: ['assets/diagram.js'],
      inSignIn: [],
    });
    // A chunk shared with sign-in is reported, so the bench fails.
    expect(creatorPlacement(login, structure, (file) => file === 'assets/form.js')).toEqual({
      creator: ['assets/form.js'],
      inSignIn: ['assets/form.js'],
    });
  });
});

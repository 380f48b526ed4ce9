import type { Plugin } from 'vite';

/**
 * react-router ships one bundle whose top level makes components with React.forwardRef/memo and
 * contexts with React.createContext, unmarked, and then sets their displayName: to the bundler
 * both are side effects, so every component stays in the app (Form, NavLink, fetcher forms,
 * scroll restoration, …) whether it is used or not. Those calls have no side effects and the
 * names only serve React's developer tools, so this marks the calls pure and drops the names:
 * unused components then fall out (about 2 kB gzip of every page's first download).
 */
export function pruneReactRouter(): Plugin {
  return {
    name: 'academy:prune-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const pruned = code
          .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /(?<!@__PURE__ \*\/ )\bReact\d*\.(?:forwardRef|createContext|memo)\(/g,
            '/* @__PURE__ */ $&',
          );
        // Only a few calls gain a comment on their own lines: the source maps stay close enough.
        return pruned === code ? null : { code: pruned, map: null };
      },
    },
  };
}

// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".build*/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".react-router/",
      "data/",
      "public/",
    ],
  },
  js.configs.recommended,
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are mistakes, except the ones a signature needs and says so with "_".
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // The forms, the CLI and their tests match control characters on purpose: to refuse or
      // neutralise them.
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The two rules of hooks; the plugin's React Compiler rules are for code the compiler
      // rewrites, and this site is not compiled by it.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // A form sent back without JavaScript focuses its first error, so a screen reader reads
      // it first; nothing else in the site uses autoFocus.
      "jsx-a11y/no-autofocus": "off",
    },
  },
);

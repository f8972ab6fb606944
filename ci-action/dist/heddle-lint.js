import { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);
import {
  ANNOTATION_SUGGESTION_RULE,
  SarifInputError,
  SarifLogBuilder,
  __commonJS,
  __toESM,
  artifactFilePath,
  buildInfo,
  init_define_HEDDLE_BUILD_INFO,
  readSarifFile,
  resolveResults,
  serializeSarif,
  sourceLocation,
  versionLine
} from "./chunk-LTAZ6Q3F.js";

// ../node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "../node_modules/picomatch/lib/constants.js"(exports, module2) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// ../node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "../node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// ../node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "../node_modules/picomatch/lib/scan.js"(exports, module2) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts2 = [];
      let str = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start2 > 0) {
        prefix = str.slice(0, start2);
        str = str.slice(start2);
        lastIndex -= start2;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start2;
          const i2 = slashes[idx];
          const value3 = input.slice(n2, i2);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value3;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i2 >= start2) {
            parts2.push(value3);
            prevIndex = i2;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start2;
        const value2 = input.slice(n);
        parts2.push(value2);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value2;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// ../node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "../node_modules/picomatch/lib/parse.js"(exports, module2) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args2, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args2, options);
      }
      args2.sort();
      const value2 = `[${args2.join("-")}]`;
      try {
        new RegExp(value2);
      } catch (ex) {
        return args2.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value2;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts2 = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value2 = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value2 += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value2 += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value2 += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts2.push(value2);
              value2 = "";
              continue;
            }
          }
        }
        value2 += ch;
      }
      parts2.push(value2);
      return parts2;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value2 = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value2)) {
          value2 = value2.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value2)) {
        return;
      }
      return value2.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i2 = 0; i2 < values.length; i2++) {
        for (let j = i2 + 1; j < values.length; j++) {
          const a = values[i2];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i2 = 1; i2 < pattern.length; i2++) {
        const ch = pattern[i2];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i2 !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i2),
              end: i2
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value2 = pattern.trim();
      let match = parseRepeatedExtglob(value2);
      while (match) {
        depth++;
        value2 = match.body.trim();
        match = parseRepeatedExtglob(value2);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body2, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body2).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value2;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value3 = "", num = 0) => {
        state.consumed += value3;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value3) => {
        const token = { ...EXTGLOB_CHARS[value3], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value3, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body2 = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body2, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i2 = token.tokensIndex + 1; i2 < tokens.length; i2++) {
            tokens[i2].value = "";
            tokens[i2].output = "";
            delete tokens[i2].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value: value2, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value: value2, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value2 = advance();
        if (value2 === "\0") {
          continue;
        }
        if (value2 === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value2 += "\\";
            push({ type: "text", value: value2 });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value2 += "\\";
            }
          }
          if (opts.unescape === true) {
            value2 = advance();
          } else {
            value2 += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value: value2 });
            continue;
          }
        }
        if (state.brackets > 0 && (value2 !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value2 === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value2 === "[" && peek() !== ":" || value2 === "-" && peek() === "]") {
            value2 = `\\${value2}`;
          }
          if (value2 === "]" && (prev.value === "[" || prev.value === "[^")) {
            value2 = `\\${value2}`;
          }
          if (opts.posix === true && value2 === "!" && prev.value === "[") {
            value2 = "^";
          }
          prev.value += value2;
          append({ value: value2 });
          continue;
        }
        if (state.quotes === 1 && value2 !== '"') {
          value2 = utils.escapeRegex(value2);
          prev.value += value2;
          append({ value: value2 });
          continue;
        }
        if (value2 === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value: value2 });
          }
          continue;
        }
        if (value2 === "(") {
          increment("parens");
          push({ type: "paren", value: value2 });
          continue;
        }
        if (value2 === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value: value2, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value2 === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value2 = `\\${value2}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value: value2 });
          continue;
        }
        if (value2 === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value: value2, output: `\\${value2}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value: value2, output: `\\${value2}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value2 = `/${value2}`;
          }
          prev.value += value2;
          append({ value: value2 });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value2 === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value: value2,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value2 === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value: value2, output: value2 });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range2 = [];
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range2.unshift(arr[i2].value);
              }
            }
            output = expandRange(range2, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value2 = output = "\\}";
            state.output = out2;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value: value2, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value2 === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (value2 === ",") {
          let output = value2;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value: value2, output });
          continue;
        }
        if (value2 === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value: value2, output: SLASH_LITERAL });
          continue;
        }
        if (value2 === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value2;
            prev.value += value2;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value: value2, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value: value2, output: DOT_LITERAL });
          continue;
        }
        if (value2 === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value2);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value2;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value2}`;
            }
            push({ type: "text", value: value2, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value: value2, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value: value2, output: QMARK });
          continue;
        }
        if (value2 === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value2);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value2 === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value2);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value: value2, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value: value2 });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value2 === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value: value2, output: "" });
            continue;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (value2 !== "*") {
          if (value2 === "$" || value2 === "^") {
            value2 = `\\${value2}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value2 += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value: value2 });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value2;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value2);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value2);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value2);
            continue;
          }
          const prior = prev.prev;
          const before2 = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before2 && (before2.type === "star" || before2.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value: value2, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value: value2, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value2;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value2);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value2;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value2);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value2;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value2 + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value2;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value2 + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value2;
          state.output += prev.output;
          state.globstar = true;
          consume(value2);
          continue;
        }
        const token = { type: "star", value: value2, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value2;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// ../node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "../node_modules/picomatch/lib/picomatch.js"(exports, module2) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix: posix2 });
        const result = { glob, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix2 = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err2) {
        if (options && options.debug === true) throw err2;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module2.exports = picomatch2;
  }
});

// ../node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "../node_modules/picomatch/index.js"(exports, module2) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module2.exports = picomatch2;
  }
});

// ../annotation-lint/src/cli/bin.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/cli/run.ts
init_define_HEDDLE_BUILD_INFO();
import { readFileSync as readFileSync4, writeFileSync as writeFileSync2 } from "node:fs";
import { resolve as resolve5 } from "node:path";
import { parseArgs as parseArgs2 } from "node:util";

// ../annotation-lint/src/c/native-parser.ts
init_define_HEDDLE_BUILD_INFO();
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// ../annotation-lint/src/c/flat-tree.ts
init_define_HEDDLE_BUILD_INFO();
var STRIDE = 9;
var SYMBOL = 0;
var FIELD = 1;
var START_INDEX = 2;
var END_INDEX = 3;
var START_ROW = 4;
var START_COLUMN = 5;
var END_ROW = 6;
var END_COLUMN = 7;
var NEXT = 8;
var NAMED = 1;
var MISSING = 2;
var HAS_ERROR = 4;
var ERROR_SYMBOL = 65535;
var fieldIds = /* @__PURE__ */ new WeakMap();
function fieldIdOf(grammar, name2) {
  let ids = fieldIds.get(grammar);
  if (!ids) {
    ids = /* @__PURE__ */ new Map();
    grammar.fields.forEach((f, id) => f !== null && ids.set(f, id));
    fieldIds.set(grammar, ids);
  }
  return ids.get(name2) ?? -1;
}
var FlatTree = class {
  /** Node 0 is the root. */
  constructor(text, data, grammar) {
    this.text = text;
    this.data = data;
    this.grammar = grammar;
    if (data.length === 0 || data.length % STRIDE !== 0) throw new Error("annotation-lint: the native parser returned a malformed tree");
    this.views = new Array(data.length / STRIDE).fill(void 0);
  }
  text;
  data;
  grammar;
  /** Views made so far, by node index: a node asked for twice is the same object. */
  views;
  get rootNode() {
    return this.node(0);
  }
  node(index) {
    return this.views[index] ??= new FlatNode(this, index);
  }
  /** Record field `k` of node `index`. */
  at(index, k) {
    return this.data[index * STRIDE + k];
  }
};
var FlatNode = class _FlatNode {
  constructor(tree, id) {
    this.tree = tree;
    this.id = id;
  }
  tree;
  id;
  get word() {
    return this.tree.at(this.id, SYMBOL);
  }
  get type() {
    const symbol = this.word & 65535;
    return symbol === ERROR_SYMBOL ? "ERROR" : this.tree.grammar.symbols[symbol];
  }
  get text() {
    return this.tree.text.slice(this.startIndex, this.endIndex);
  }
  get startIndex() {
    return this.tree.at(this.id, START_INDEX);
  }
  get endIndex() {
    return this.tree.at(this.id, END_INDEX);
  }
  get startPosition() {
    return { row: this.tree.at(this.id, START_ROW), column: this.tree.at(this.id, START_COLUMN) };
  }
  get endPosition() {
    return { row: this.tree.at(this.id, END_ROW), column: this.tree.at(this.id, END_COLUMN) };
  }
  get isNamed() {
    return (this.word >> 16 & NAMED) !== 0;
  }
  get hasError() {
    return (this.word >> 16 & HAS_ERROR) !== 0;
  }
  get isMissing() {
    return (this.word >> 16 & MISSING) !== 0;
  }
  get isError() {
    return (this.word & 65535) === ERROR_SYMBOL;
  }
  /**
   * The children (each child's subtree ends where the next child begins): those with `field` (when
   * given) or, with `namedOnly`, the named ones. Plain loops over the array: this is the hot path.
   */
  select(field, namedOnly) {
    const tree = this.tree;
    const data = tree.data;
    const out2 = [];
    const end = data[this.id * STRIDE + NEXT];
    for (let i2 = this.id + 1; i2 < end; i2 = data[i2 * STRIDE + NEXT]) {
      if (field >= 0 && data[i2 * STRIDE + FIELD] !== field) continue;
      if (namedOnly && (data[i2 * STRIDE + SYMBOL] >> 16 & NAMED) === 0) continue;
      out2.push(tree.node(i2));
    }
    return out2;
  }
  get children() {
    return this.select(-1, false);
  }
  get namedChildren() {
    return this.select(-1, true);
  }
  get lastChild() {
    const all = this.children;
    return all[all.length - 1] ?? null;
  }
  child(index) {
    const tree = this.tree;
    const end = tree.at(this.id, NEXT);
    let k = 0;
    for (let i2 = this.id + 1; i2 < end; i2 = tree.at(i2, NEXT)) if (k++ === index) return tree.node(i2);
    return null;
  }
  childForFieldName(name2) {
    const tree = this.tree;
    const field = fieldIdOf(tree.grammar, name2);
    const end = tree.at(this.id, NEXT);
    for (let i2 = this.id + 1; i2 < end; i2 = tree.at(i2, NEXT)) if (tree.at(i2, FIELD) === field) return tree.node(i2);
    return null;
  }
  /** The field name of the child at `index` (null when it has none), as web-tree-sitter's Node answers it. */
  fieldNameForChild(index) {
    const tree = this.tree;
    const end = tree.at(this.id, NEXT);
    let k = 0;
    for (let i2 = this.id + 1; i2 < end; i2 = tree.at(i2, NEXT)) if (k++ === index) return tree.grammar.fields[tree.at(i2, FIELD)] ?? null;
    return null;
  }
  childrenForFieldName(name2) {
    return this.select(fieldIdOf(this.tree.grammar, name2), false);
  }
  descendantsOfType(type) {
    const symbols = this.tree.grammar.symbols;
    const out2 = [];
    const end = this.tree.at(this.id, NEXT);
    for (let i2 = this.id; i2 < end; i2++) if (symbols[this.tree.at(i2, SYMBOL) & 65535] === type) out2.push(this.tree.node(i2));
    return out2;
  }
  equals(other) {
    return other instanceof _FlatNode && other.tree === this.tree && other.id === this.id;
  }
};

// ../annotation-lint/src/c/native-parser.ts
var ADDON = "c-parser.node";
var LANGUAGE_IDS = { c: 0, cpp: 1 };
function addonPath() {
  const fromSource = import.meta.url.endsWith("/src/c/native-parser.ts");
  const path = fileURLToPath(new URL(fromSource ? `../../dist/${ADDON}` : `./${ADDON}`, import.meta.url));
  return existsSync(path) ? path : void 0;
}
var loaded;
function load() {
  if (process.env["HEDDLE_LINT_PARSER"] === "wasm") return { why: "HEDDLE_LINT_PARSER=wasm" };
  const path = addonPath();
  if (!path) return { why: `${ADDON} was not built (npm run build -w annotation-lint builds it)` };
  let addon;
  const grammars = /* @__PURE__ */ new Map();
  try {
    addon = createRequire(import.meta.url)(path);
    const c = addon.grammar();
    grammars.set("c", c);
    if ((c.languages ?? 1) > LANGUAGE_IDS.cpp) grammars.set("cpp", addon.grammar(LANGUAGE_IDS.cpp));
  } catch (err2) {
    return { why: `${path} did not load: ${err2.message}` };
  }
  if (grammars.get("c").stride !== STRIDE || typeof addon.parseDone !== "function") return { why: `${path} is stale (rebuild it: npm run build -w annotation-lint)` };
  const parseInPieces = (text, language = "c") => {
    const grammar = grammars.get(language);
    if (!grammar) throw new Error(`annotation-lint: ${ADDON} does not parse ${language} (rebuild it: npm run build -w annotation-lint)`);
    const tree = (text2, data) => new FlatTree(text2, data, grammar);
    const first = addon.parseFirst(text, LANGUAGE_IDS[language]);
    const pending = first.rest;
    if (!pending) return { first: tree(text, first), next: () => void 0, done: () => {
    } };
    return {
      first: tree(text, first),
      next: () => {
        const piece = addon.parseNext(pending);
        return piece ? { tree: tree(text, piece), whole: piece.whole === true } : void 0;
      },
      done: () => addon.parseDone(pending)
    };
  };
  return { parser: { parseInPieces, reads: (language) => grammars.has(language) } };
}
function nativeCParser() {
  loaded ??= load();
  return loaded.parser;
}
function nativeParserUnavailable() {
  loaded ??= load();
  return loaded.why;
}
function parserInUse() {
  const why = nativeParserUnavailable();
  if (why !== void 0) return `C parser: web-tree-sitter (no native parser: ${why})`;
  return nativeCParser().reads("cpp") ? "C parser: native (c-parser.node, C and C++), web-tree-sitter for edits" : "C parser: native (c-parser.node, C only: C++ with web-tree-sitter), web-tree-sitter for edits";
}

// ../annotation-lint/src/project.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/language.ts
init_define_HEDDLE_BUILD_INFO();
import { existsSync as existsSync2 } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// ../node_modules/web-tree-sitter/web-tree-sitter.js
init_define_HEDDLE_BUILD_INFO();
var __defProp = Object.defineProperty;
var __name = (target, value2) => __defProp(target, "name", { value: value2, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range2) {
    const newRange = {
      startIndex: range2.startIndex,
      startPosition: { ...range2.startPosition },
      endIndex: range2.endIndex,
      endPosition: { ...range2.endPosition }
    };
    if (range2.endIndex >= this.oldEndIndex) {
      if (range2.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range2.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range2.endPosition.row - this.oldEndPosition.row),
          column: range2.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range2.endPosition.column - this.oldEndPosition.column) : range2.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range2.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range2.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range2.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range2.startPosition.row - this.oldEndPosition.row),
        column: range2.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range2.startPosition.column - this.oldEndPosition.column) : range2.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range2.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value2 = this.currentType;
        return value2 === null ? { done: true, value: "" } : { done: false, value: value2 };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range2) {
  marshalPoint(address, range2.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range2.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range2.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range2.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire: createRequire3 } = await import("module");
    var require = createRequire3(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve6, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve6(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve6, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve6(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setFloat32(byteOffset, value2, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setFloat64(byteOffset, value2, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setInt16(byteOffset, value2, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setInt32(byteOffset, value2, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value2, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value2) => HEAP_DATA_VIEW.setUint32(byteOffset, value2, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value2 = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value2 == "function") {
          GOT[symName].value = addFunction(value2);
        } else if (typeof value2 == "number") {
          GOT[symName].value = value2;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value2}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value2 = exports[e];
      if (typeof value2 == "object") {
        value2 = value2.value;
      }
      if (typeof value2 == "number") {
        value2 += memoryBase2;
      }
      relocated[e] = value2;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value2 = resolveGlobalSymbol(symName, true).sym;
        if (!value2 && !entry.required) {
          continue;
        }
        if (typeof value2 == "function") {
          entry.value = addFunction(value2, value2.sig);
        } else if (typeof value2 == "number") {
          entry.value = value2;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value2}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value2, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value2;
        break;
      case "i8":
        HEAP8[ptr] = value2;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value2);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value2);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value2));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value2);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value2);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value2);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve6, reject) => {
      readyPromiseResolve = resolve6;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// ../annotation-lint/src/c/language.ts
var GRAMMARS = {
  c: { file: "tree-sitter-c.wasm", packagePath: "tree-sitter-c/tree-sitter-c.wasm" },
  cpp: { file: "tree-sitter-cpp.wasm", packagePath: "tree-sitter-cpp/tree-sitter-cpp.wasm" }
};
var runtime;
var loading = /* @__PURE__ */ new Map();
function wasmPath(file, packagePath) {
  const beside = fileURLToPath2(new URL(`./${file}`, import.meta.url));
  return existsSync2(beside) ? beside : createRequire2(import.meta.url).resolve(packagePath);
}
function loadLanguage(language) {
  let known = loading.get(language);
  if (!known) {
    known = (async () => {
      runtime ??= (async () => {
        const wasm = wasmPath("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm");
        await Parser.init({ locateFile: () => wasm });
      })();
      await runtime;
      const { file, packagePath } = GRAMMARS[language];
      return Language.load(wasmPath(file, packagePath));
    })();
    loading.set(language, known);
  }
  return known;
}
async function createParser(language) {
  const grammar = await loadLanguage(language);
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}
function createCParser() {
  return createParser("c");
}

// ../annotation-lint/src/c/program.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/flow-walk.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/flow-state.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/syntax.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/cpp-syntax.ts
init_define_HEDDLE_BUILD_INFO();
var LOCK_HOLDER = /^(std::)?(lock_guard|unique_lock|scoped_lock|shared_lock)\b/;
var THREAD_TYPE = /^(std::)?(j?thread)\b/;
var THREAD_CONTAINER = /^(std::)?(vector|deque|list|array)\s*<\s*(std::)?j?thread\b/;
var DEFER = /^(std::)?defer_lock$/;
var ADOPT = /^(std::)?adopt_lock$/;
var TAG = /^(std::)?(defer_lock|adopt_lock|try_to_lock)$/;
function mutexMethod(name2) {
  if (/^(try_)?lock(_shared)?$|^try_lock_(for|until)$|^try_lock_shared_(for|until)$/.test(name2)) return "lock";
  return /^unlock(_shared)?$/.test(name2) ? "unlock" : void 0;
}
function scopedName(text) {
  let t = text.replace(/\s+/g, "");
  for (let before2 = ""; before2 !== t; ) {
    before2 = t;
    t = t.replace(/<[^<>]*>/g, "");
  }
  const parts2 = t.replace(/^::/, "").split("::");
  return parts2.slice(-2).join("::");
}
function bareName(name2) {
  const at2 = name2.lastIndexOf("::");
  return at2 < 0 ? name2 : name2.slice(at2 + 2);
}
function scopeOf(name2) {
  const at2 = name2.lastIndexOf("::");
  return at2 < 0 ? void 0 : name2.slice(0, at2);
}
function constructorArgs(declarator) {
  if (declarator.type === "function_declarator") {
    const list = declarator.childForFieldName("parameters");
    return list ? children(list) : [];
  }
  if (declarator.type !== "init_declarator") return [];
  const value2 = declarator.childForFieldName("value");
  if (!value2) return [];
  if (value2.type === "argument_list" || value2.type === "initializer_list") return children(value2);
  if (value2.type === "call_expression") {
    const args2 = value2.childForFieldName("arguments");
    return args2 ? children(args2) : [];
  }
  return [];
}
function mutexArgText(arg) {
  const text = arg.text.replace(/\s+/g, "");
  if (TAG.test(text)) return void 0;
  return text.startsWith("*") ? text.slice(1) : `&${text}`;
}
function holderTakesNow(args2) {
  return !args2.some((a) => DEFER.test(a.text.trim()) || ADOPT.test(a.text.trim()));
}
function declaredType(decl) {
  return (decl.childForFieldName("type")?.text ?? "").replace(/\s+/g, "");
}
function constructedType(call) {
  const fn = call.childForFieldName("function");
  return fn && (fn.type === "qualified_identifier" || fn.type === "template_function" || fn.type === "identifier") ? fn.text.replace(/\s+/g, "") : void 0;
}

// ../annotation-lint/src/c/syntax.ts
function children(n) {
  return n.namedChildren.filter((c) => c !== null && c.type !== "comment");
}
function declaratorInfo(d) {
  let pointer = false;
  let array = false;
  let fn = false;
  let cur = d;
  while (cur) {
    switch (cur.type) {
      case "identifier":
      case "field_identifier":
      case "qualified_identifier":
      // C++: `int Counter::value = 0;`, `void Counter::bump()`
      case "destructor_name":
      case "operator_name":
        return { name: cur, pointer, array, fn };
      case "reference_declarator":
        pointer = true;
        cur = children(cur)[0] ?? null;
        break;
      case "init_declarator":
        cur = cur.childForFieldName("declarator");
        break;
      case "pointer_declarator":
        pointer = true;
        cur = cur.childForFieldName("declarator");
        break;
      case "array_declarator":
        array = true;
        cur = cur.childForFieldName("declarator");
        break;
      case "function_declarator":
        fn = true;
        cur = cur.childForFieldName("declarator");
        break;
      case "parenthesized_declarator":
        cur = children(cur)[0] ?? null;
        break;
      default:
        return { pointer, array, fn };
    }
  }
  return { pointer, array, fn };
}
function typeText(decl) {
  const t = decl.childForFieldName("type");
  return t ? t.text.replace(/\s+/g, " ") : "";
}
function argShape(n) {
  let e = n;
  while (e.type === "parenthesized_expression" && children(e).length === 1) e = children(e)[0];
  if (e.type === "pointer_expression" && e.child(0)?.type === "&") {
    return { kind: "address", target: normalize(e.childForFieldName("argument")?.text ?? "") };
  }
  if (e.type === "identifier") return e.text === "NULL" ? { kind: "null" } : { kind: "identifier", target: e.text };
  if (e.type === "qualified_identifier") return { kind: "identifier", target: scopedName(e.text) };
  if (e.type === "null" || e.type === "nullptr" || e.type === "number_literal" && e.text === "0") return { kind: "null" };
  return { kind: "other" };
}
function normalize(s) {
  let t = s.replace(/\s+/g, "");
  while (t.startsWith("(") && t.endsWith(")")) t = t.slice(1, -1);
  return t;
}

// ../annotation-lint/src/c/flow-state.ts
var EMPTY_STATE = { locks: /* @__PURE__ */ new Set(), acquiredMust: /* @__PURE__ */ new Set(), acquiredMay: /* @__PURE__ */ new Map(), threadsMayRun: false, unjoined: /* @__PURE__ */ new Set(), inherited: false };
function othersMayRunNow(s) {
  return s.inherited || s.unjoined.size > 0;
}
function threadHandle(argText) {
  return normalize(argText).replace(/^&/, "").replace(/\[[^\]]*\]/g, "[]");
}
var LOCK = /^pthread_(mutex_(lock|trylock|timedlock|clocklock)|rwlock_(rdlock|wrlock|tryrdlock|trywrlock|timedrdlock|timedwrlock|clockrdlock|clockwrlock)|spin_(lock|trylock))$/;
var UNLOCK = /^pthread_(mutex_unlock|rwlock_unlock|spin_unlock)$/;
var ACQUIRE = /^heddle_acquire_(read|write)$/;
var RELEASE = /^heddle_release_(read|write)$/;
var ENDS_ACQUISITION = /^(free|heddle_set_racy|heddle_set_sticky_read|heddle_set_locked)$/;
function objectKey(argText) {
  const t = normalize(argText);
  const handle2 = /^(.*?)(\.|->)native_handle\(\)$/.exec(t);
  if (handle2) return handle2[2] === "." ? handle2[1] : `*${handle2[1]}`;
  return t.startsWith("&") ? t.slice(1) : `*${t}`;
}
function acquisitionKey(call) {
  if (call.loopVariant) return void 0;
  const m = /^heddle_(?:acquire|release)_(read|write)$/.exec(call.callee);
  const arg = call.args[0];
  return m && arg ? `${m[1]}:${objectKey(arg.text)}` : void 0;
}
function adding(set, item) {
  return set.has(item) ? set : new Set(set).add(item);
}
function transfer(s, call) {
  const arg = call.args[0];
  if (LOCK.test(call.callee) && arg) return { ...s, locks: adding(s.locks, objectKey(arg.text)) };
  if (UNLOCK.test(call.callee) && arg) {
    const locks = new Set(s.locks);
    locks.delete(objectKey(arg.text));
    return { ...s, locks };
  }
  if (call.callee === "pthread_create") return { ...s, threadsMayRun: true, unjoined: adding(s.unjoined, arg ? threadHandle(arg.text) : "?") };
  if (call.callee === "pthread_join" && arg && s.unjoined.has(threadHandle(arg.text))) {
    const unjoined = new Set(s.unjoined);
    unjoined.delete(threadHandle(arg.text));
    return { ...s, unjoined };
  }
  if (ENDS_ACQUISITION.test(call.callee) && arg) {
    const object = objectKey(arg.text);
    const ended = (key2) => key2 === `read:${object}` || key2 === `write:${object}`;
    if (![...s.acquiredMay.keys()].some(ended)) return s;
    return { ...s, acquiredMust: new Set([...s.acquiredMust].filter((k) => !ended(k))), acquiredMay: new Map([...s.acquiredMay].filter(([k]) => !ended(k))) };
  }
  const key = acquisitionKey(call);
  if (key && ACQUIRE.test(call.callee)) {
    return { ...s, acquiredMust: adding(s.acquiredMust, key), acquiredMay: new Map(s.acquiredMay).set(key, call) };
  }
  if (key && RELEASE.test(call.callee)) {
    const must = new Set(s.acquiredMust);
    must.delete(key);
    const may = new Map(s.acquiredMay);
    may.delete(key);
    return { ...s, acquiredMust: must, acquiredMay: may };
  }
  return s;
}
function subset(a, b) {
  if (a.size > b.size) return false;
  for (const x of a.keys()) if (!b.has(x)) return false;
  return true;
}
function intersect(a, b) {
  if (subset(a, b)) return a;
  const out2 = /* @__PURE__ */ new Set();
  for (const x of a) if (b.has(x)) out2.add(x);
  return out2;
}
function union(a, b) {
  if (subset(b, a)) return a;
  const out2 = new Set(a);
  for (const x of b) out2.add(x);
  return out2;
}
function unionMap(a, b) {
  if (a === b) return a;
  const out2 = new Map(b);
  for (const [k, v] of a) out2.set(k, v);
  return out2;
}
function join(a, b) {
  if (!a) return b;
  if (!b || a === b) return a;
  return {
    locks: intersect(a.locks, b.locks),
    acquiredMust: intersect(a.acquiredMust, b.acquiredMust),
    acquiredMay: unionMap(a.acquiredMay, b.acquiredMay),
    threadsMayRun: a.threadsMayRun || b.threadsMayRun,
    unjoined: union(a.unjoined, b.unjoined),
    inherited: a.inherited || b.inherited
  };
}
function sameKeys(x, y) {
  return x === y || x.size === y.size && subset(x, y);
}
function sameState(a, b) {
  if (!a || !b || a === b) return a === b;
  return sameKeys(a.locks, b.locks) && sameKeys(a.acquiredMust, b.acquiredMust) && sameKeys(a.acquiredMay, b.acquiredMay) && a.threadsMayRun === b.threadsMayRun && sameKeys(a.unjoined, b.unjoined) && a.inherited === b.inherited;
}

// ../annotation-lint/src/c/flow-walk.ts
var QUIET = {};
var MAX_LOOP_ROUNDS = 8;
function walkFunction(body2, entry, v) {
  const end = walk(body2, entry, v, void 0);
  if (end) v.exit?.(void 0, end);
}
function joinAll(states) {
  return states.reduce((a, b) => join(a, b), void 0);
}
function walk(f, s, v, t) {
  if (f.k === "case") return join(s, t?.switchEntry);
  if (f.k === "seq") {
    let cur = s;
    for (const item of f.items) cur = walk(item, cur, v, t);
    return cur;
  }
  if (!s) return void 0;
  switch (f.k) {
    case "branch":
      return joinAll(f.arms.map((arm) => walk(arm, s, v, t)));
    case "loop":
      return walkLoop(f, s, v, t);
    case "switch": {
      const inner = { breaks: [], continues: t?.continues, switchEntry: s };
      const end = walk(f.body, void 0, v, inner);
      return joinAll([end, ...inner.breaks, f.hasDefault ? void 0 : s]);
    }
    case "jump":
      if (f.to === "break") t?.breaks.push(s);
      else if (f.to === "continue") t?.continues?.push(s);
      return void 0;
    // goto: the path is not followed
    case "return":
      v.exit?.(f, s);
      return void 0;
    case "call":
      v.call?.(f, s);
      return transfer(s, f);
    case "access":
      v.access?.(f, s);
      return s;
  }
}
function iteration(f, head, v, outer) {
  const inner = { breaks: [], continues: [], switchEntry: outer?.switchEntry };
  if (f.testFirst) {
    const afterTest2 = walk(f.test, head, v, inner);
    const next = joinAll([walk(f.body, afterTest2, v, inner), ...inner.continues]);
    return { afterTest: afterTest2, next, breaks: inner.breaks };
  }
  const beforeTest = joinAll([walk(f.body, head, v, inner), ...inner.continues]);
  const afterTest = walk(f.test, beforeTest, v, inner);
  return { afterTest, next: afterTest, breaks: inner.breaks };
}
function walkLoop(f, entry, v, outer) {
  let head = entry;
  for (let i2 = 0; i2 < MAX_LOOP_ROUNDS; i2++) {
    const next = join(head, iteration(f, head, QUIET, outer).next);
    if (sameState(next, head)) break;
    head = next;
  }
  const last = iteration(f, head, v, outer);
  const exit = joinAll([last.afterTest, ...last.breaks]);
  return exit && last.next ? withoutJoinedEachRound(exit, head, last.next) : exit;
}
function withoutJoinedEachRound(exit, head, next) {
  const joined = [...head.unjoined].filter((h) => !next.unjoined.has(h));
  if (joined.length === 0) return exit;
  return { ...exit, unjoined: new Set([...exit.unjoined].filter((h) => !joined.includes(h))) };
}

// ../annotation-lint/src/c/parts.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/extract.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/loop-variant.ts
init_define_HEDDLE_BUILD_INFO();
function eventsIn(f, out2) {
  if (f.k === "seq") for (const i2 of f.items) eventsIn(i2, out2);
  else if (f.k === "branch") for (const a of f.arms) eventsIn(a, out2);
  else if (f.k === "loop") eventsIn(f.test, eventsIn(f.body, out2));
  else if (f.k === "switch") eventsIn(f.body, out2);
  else if (f.k === "call" || f.k === "access") out2.push(f);
  return out2;
}
function markLoopVariant(loop) {
  const events = eventsIn(loop, []);
  const written = new Set(events.filter((e) => e.k === "access" && e.write).map((e) => e.name));
  if (written.size === 0) return loop;
  for (const e of events) {
    if (e.k === "call" && e.args.some((a) => (a.text.match(/[A-Za-z_]\w*/g) ?? []).some((name2) => written.has(name2)))) e.loopVariant = true;
  }
  return loop;
}

// ../annotation-lint/src/c/ranges.ts
init_define_HEDDLE_BUILD_INFO();
var PartPosition = class {
  constructor(base, offset, character) {
    this.base = base;
    this.offset = offset;
    this.character = character;
  }
  base;
  offset;
  character;
  get line() {
    return this.base.row + this.offset;
  }
};
function at(base, p) {
  return new PartPosition(base, p.row - base.row, p.column);
}
function nodeRange(n, base) {
  return { start: at(base, n.startPosition), end: at(base, n.endPosition) };
}
function nodeStart(n, base) {
  return at(base, n.startPosition);
}
function plainRange(r) {
  return { start: plainPosition(r.start), end: plainPosition(r.end) };
}
function plainPosition(p) {
  return { line: p.line, character: p.character };
}

// ../annotation-lint/src/c/too-deep.ts
init_define_HEDDLE_BUILD_INFO();
var MAX_FLOW_DEPTH = 400;
function flowTooDeep(f, depth = 1) {
  if (depth > MAX_FLOW_DEPTH) return true;
  switch (f.k) {
    case "seq":
      for (const item of f.items) if (flowTooDeep(item, depth + 1)) return true;
      return false;
    case "branch":
      for (const arm of f.arms) if (flowTooDeep(arm, depth + 1)) return true;
      return false;
    case "loop":
      return flowTooDeep(f.test, depth + 1) || flowTooDeep(f.body, depth + 1);
    case "switch":
      return flowTooDeep(f.body, depth + 1);
    default:
      return false;
  }
}
function isStackOverflow(err2) {
  return err2 instanceof RangeError && /call stack/i.test(err2.message);
}

// ../annotation-lint/src/c/extract.ts
var NON_ACCESSING_CALLS = /^(heddle_|HEDDLE_|pthread_(mutex|rwlock|spin|cond|create|join|once|key|barrier))/;
var STATEMENT = /_statement$|^declaration$/;
function executes(n) {
  if (n.type === "compound_statement" || !STATEMENT.test(n.type)) return false;
  return n.type !== "declaration" || n.namedChildren.some((c) => c?.type === "init_declarator");
}
function extractPart(text, n, cpp = false) {
  try {
    const part = new Extractor(text, cpp).part(n);
    if (!part.functions.some((f) => flowTooDeep(f.body))) return part;
  } catch (err2) {
    if (!isStackOverflow(err2)) throw err2;
  }
  const base = { row: n.startPosition.row };
  return { base, globals: [], functions: [], topLevelCalls: [], statementRows: [], includesHeddle: false, tooDeep: nodeRange(n, base) };
}
var Extractor = class {
  constructor(text, cpp) {
    this.text = text;
    this.cpp = cpp;
  }
  text;
  cpp;
  /** The function body's direct child being extracted (see CallEvent.outerStatement). */
  outer;
  /** The part being filled and the locals of the function being extracted. */
  facts;
  locals = /* @__PURE__ */ new Map();
  statements = /* @__PURE__ */ new Map();
  /**
   * Ids of the statements met as children of a `{ }` block. Recorded during the walk because asking a
   * node for its parent is not cheap in tree-sitter: ts_node_parent searches down from the root, through
   * every top-level node before it (≈ 3 ms of a cold 10,000-line lint).
   */
  inBlock = /* @__PURE__ */ new Set();
  /**
   * The top-level node being read has no comment in it (no `//` or `/*` anywhere in its text), so
   * named children need no filtering: asking each child its type for that is one crossing into wasm
   * per node, about a third of all crossings of a cold extraction.
   */
  commentFree = false;
  // C++ only (cpp-syntax.ts).
  /** The class whose body is being read, and the access its members have there. */
  cls;
  access = "public";
  /** The instance data members of the class being read: in its member functions they hide globals of their names. */
  fields = /* @__PURE__ */ new Map();
  /** The function being extracted (lambdas are named after it) and how many lambdas it has so far. */
  fnName = "";
  fnScope;
  lambdaCount = 0;
  /** Per open block, what its end does: lock holders unlock, jthreads join. */
  blockEnds = [];
  /** Lock holders (unique_lock l) by name → the mutex arguments they hold (`&m`), for l.lock() / l.unlock(). */
  holders = /* @__PURE__ */ new Map();
  /** Loop variables that stand for an element of a container of threads (`for (auto &t : pool)` → `pool[]`). */
  handles = /* @__PURE__ */ new Map();
  /** Local variables holding a lambda (`auto work = [&] { … }`) → the function extracted from it. */
  lambdaVars = /* @__PURE__ */ new Map();
  children(n) {
    return this.commentFree ? n.namedChildren : children(n);
  }
  part(n) {
    this.commentFree = !/\/[/*]/.test(this.text.slice(n.startIndex, n.endIndex));
    this.facts = { base: { row: n.startPosition.row }, globals: [], functions: [], topLevelCalls: [], statementRows: [], includesHeddle: false };
    this.statements = /* @__PURE__ */ new Map();
    this.inBlock = /* @__PURE__ */ new Set();
    this.topLevel([n]);
    return this.facts;
  }
  /** A node's range, counted from the part's row (ranges.ts). */
  range(n) {
    return nodeRange(n, this.facts.base);
  }
  start(n) {
    return nodeStart(n, this.facts.base);
  }
  indentAt(n) {
    const lineStart = n.startIndex - n.startPosition.column;
    let end = lineStart;
    while (end < this.text.length && (this.text[end] === " " || this.text[end] === "	")) end++;
    return this.text.slice(lineStart, end);
  }
  /** Whether a statement can be inserted before `stmt` on its own line without changing its meaning. */
  insertableBefore(stmt) {
    return this.inBlock.has(stmt.id) && this.indentAt(stmt).length === stmt.startPosition.column;
  }
  topLevel(nodes) {
    for (const n of nodes) {
      switch (n.type) {
        case "declaration":
          this.classIn(n, n);
          this.globalDeclaration(n);
          break;
        case "function_definition":
          this.functionDefinition(n);
          break;
        case "namespace_definition":
        case "linkage_specification": {
          const body2 = n.childForFieldName("body");
          if (body2) this.topLevel(body2.type === "declaration_list" ? this.children(body2) : [body2]);
          break;
        }
        case "template_declaration":
          this.topLevel(this.children(n));
          break;
        case "class_specifier":
        case "struct_specifier":
        case "union_specifier":
          if (this.cpp) this.classBody(n, n);
          break;
        case "expression_statement": {
          const flow = [];
          this.expr(this.children(n)[0], flow, "read", n);
          for (const f of flow) if (f.k === "call") this.facts.topLevelCalls.push(f);
          break;
        }
        case "preproc_include":
          if (/heddle\.h[">]/.test(n.childForFieldName("path")?.text ?? "")) this.facts.includesHeddle = true;
          this.facts.includeInsertLine = (n.endPosition.column === 0 ? n.endPosition.row : n.endPosition.row + 1) - this.facts.base.row;
          break;
        default:
          if (n.type.startsWith("preproc_")) this.topLevel(this.children(n));
      }
    }
  }
  declared(decl, d) {
    const info2 = declaratorInfo(d);
    if (!info2.name) return void 0;
    const name2 = info2.name.type === "qualified_identifier" ? scopedName(info2.name.text) : info2.name.text;
    return { name: name2, typeText: typeText(decl), pointer: info2.pointer, array: info2.array, fn: info2.fn, range: this.range(info2.name) };
  }
  /** C++: the class a declaration defines (`struct S { … } s;`), read for its static members and member functions. */
  classIn(decl, top) {
    if (!this.cpp) return;
    const type = decl.childForFieldName("type");
    if (type && /^(class|struct|union)_specifier$/.test(type.type)) this.classBody(type, top);
  }
  /**
   * C++: a class's static data members are globals named `Class::member` (their annotation goes after `top`,
   * the class's top-level definition), its member functions functions named `Class::method`.
   */
  classBody(spec, top) {
    const body2 = spec.childForFieldName("body");
    const name2 = spec.childForFieldName("name");
    if (!body2 || !name2) return;
    const saved = { cls: this.cls, access: this.access, fields: this.fields };
    this.cls = scopedName(name2.text).replace(/^.*::/, "");
    this.access = spec.type === "class_specifier" ? "private" : "public";
    this.fields = /* @__PURE__ */ new Map();
    for (const m of this.children(body2)) if (m.type === "field_declaration" || m.type === "declaration") this.staticMember(m, top, true);
    for (const m of this.children(body2)) {
      if (m.type === "access_specifier") this.access = m.text.trim();
      else if (m.type === "field_declaration" || m.type === "declaration") this.staticMember(m, top);
      else if (m.type === "function_definition") this.functionDefinition(m);
      else if (m.type === "template_declaration") {
        for (const c of this.children(m)) if (c.type === "function_definition") this.functionDefinition(c);
      }
    }
    this.cls = saved.cls;
    this.access = saved.access;
    this.fields = saved.fields;
  }
  /** A class's data member: a static one is a global (`fieldsOnly`: only instance members are noted, in `fields`). */
  staticMember(decl, top, fieldsOnly = false) {
    const specifiers = this.children(decl).filter((c) => c.type === "storage_class_specifier" || c.type === "type_qualifier").map((c) => c.text);
    if (!specifiers.includes("static")) {
      if (fieldsOnly) for (const d of decl.childrenForFieldName("declarator")) {
        const v = d && this.declared(decl, d);
        if (v && !v.fn) this.fields.set(v.name, v);
      }
      return;
    }
    if (fieldsOnly) return;
    for (const d of decl.childrenForFieldName("declarator")) {
      const v = d && this.declared(decl, d);
      if (!v || v.fn) continue;
      const name2 = `${this.cls}::${v.name}`;
      const g = {
        name: name2,
        typeText: v.typeText,
        pointer: v.pointer,
        array: v.array,
        range: v.range,
        isConst: (specifiers.includes("const") || specifiers.includes("constexpr")) && !v.pointer,
        isAtomic: isAtomicType(v.typeText),
        // Declared in the class, defined outside it (`int C::n = 0;`), unless inline: the definition is the global.
        isExtern: !specifiers.includes("inline") && !specifiers.includes("constexpr"),
        isStatic: false,
        declarationRange: this.range(top)
      };
      if (this.access !== "public") g.noFix = `${name2} is ${this.access}, and an annotation outside the class cannot name it`;
      this.facts.globals.push(g);
    }
  }
  globalDeclaration(decl) {
    const specifiers = this.children(decl).filter((c) => c.type === "storage_class_specifier" || c.type === "type_qualifier").map((c) => c.text);
    if (specifiers.includes("typedef")) return;
    for (const d of decl.childrenForFieldName("declarator")) {
      const v = d && this.declared(decl, d);
      if (!v || v.fn) continue;
      const g = {
        name: v.name,
        typeText: v.typeText,
        pointer: v.pointer,
        array: v.array,
        range: v.range,
        isConst: specifiers.includes("const") && !v.pointer,
        isAtomic: specifiers.includes("_Atomic") || isAtomicType(v.typeText),
        isExtern: specifiers.includes("extern"),
        isStatic: specifiers.includes("static"),
        declarationRange: this.range(decl)
      };
      this.facts.globals.push(g);
    }
  }
  functionDefinition(fn) {
    const declarator = fn.childForFieldName("declarator");
    const body2 = fn.childForFieldName("body");
    if (!declarator || !body2) return;
    const info2 = declaratorInfo(declarator);
    if (!info2.name) return;
    let name2 = info2.name.type === "qualified_identifier" ? scopedName(info2.name.text) : info2.name.text;
    if (this.cls && !name2.includes("::")) name2 = `${this.cls}::${name2}`;
    this.fnName = name2;
    this.fnScope = this.cls ?? scopeOf(name2);
    if (this.cpp) {
      this.lambdaCount = 0;
      this.holders = /* @__PURE__ */ new Map();
      this.handles = /* @__PURE__ */ new Map();
      this.lambdaVars = /* @__PURE__ */ new Map();
    }
    this.functionBody(fn, info2.name, name2, declarator.descendantsOfType("parameter_list")[0] ?? null, body2, this.cls ? new Map(this.fields) : /* @__PURE__ */ new Map());
  }
  /** A function's (or a lambda's) facts; `locals` holds what it sees of its surroundings (a lambda's captures). */
  functionBody(fn, nameNode, name2, list, body2, locals) {
    const params = [];
    this.locals = locals;
    for (const p of list ? this.children(list) : []) {
      const pd = p.type === "parameter_declaration" || p.type === "optional_parameter_declaration" ? p.childForFieldName("declarator") : null;
      const v = pd ? this.declared(p, pd) : void 0;
      params.push(v?.name ?? "");
      if (v) locals.set(v.name, v);
    }
    const items = [];
    this.openBlock();
    if (body2.type === "compound_statement") {
      for (const statement of this.children(body2)) {
        this.inBlock.add(statement.id);
        this.outer = statement;
        this.statement(statement, items);
      }
    }
    this.closeBlock(items);
    this.outer = void 0;
    const closing = body2.lastChild;
    const f = {
      name: name2,
      nameRange: this.range(nameNode),
      range: this.range(fn),
      params,
      locals,
      body: { k: "seq", items },
      closingBrace: closing ? this.start(closing) : this.range(body2).end,
      closingIndent: this.indentAt(fn)
    };
    if (this.fnScope) f.scope = this.fnScope;
    this.facts.functions.push(f);
    return f;
  }
  /**
   * C++: a lambda that runs as a thread (`std::thread t([&] { … })`, or a variable holding one): a function of
   * its own, `enclosing::lambda#N` (or `enclosing::var`), which sees the enclosing function's locals so far.
   */
  lambdaFunction(lambda, var_) {
    const name2 = `${this.fnName}::${var_ ?? `lambda#${++this.lambdaCount}`}`;
    const body2 = lambda.childForFieldName("body");
    if (!body2) return name2;
    const saved = { locals: this.locals, outer: this.outer, blockEnds: this.blockEnds, holders: this.holders, handles: this.handles };
    this.blockEnds = [];
    this.holders = /* @__PURE__ */ new Map();
    this.handles = /* @__PURE__ */ new Map();
    const list = lambda.childForFieldName("declarator")?.childForFieldName("parameters") ?? null;
    this.functionBody(lambda, lambda, name2, list, body2, new Map(this.locals));
    Object.assign(this, saved);
    return name2;
  }
  openBlock() {
    if (this.cpp) this.blockEnds.push([]);
  }
  /** The block ends: its lock holders unlock and its jthreads join, the last constructed first. */
  closeBlock(out2) {
    const ends = this.cpp ? this.blockEnds.pop() : void 0;
    if (ends) for (let i2 = ends.length - 1; i2 >= 0; i2--) out2.push(ends[i2]);
  }
  statement(n, out2) {
    if (!n) return;
    if (executes(n)) this.facts.statementRows.push(n.startPosition.row - this.facts.base.row);
    switch (n.type) {
      case "compound_statement":
        this.openBlock();
        for (const c of this.children(n)) {
          this.inBlock.add(c.id);
          this.statement(c, out2);
        }
        this.closeBlock(out2);
        return;
      case "for_range_loop": {
        const right = n.childForFieldName("right");
        this.expr(right, out2, "read", n);
        const v = n.childForFieldName("declarator");
        const name2 = v && declaratorInfo(v).name;
        if (name2 && right) this.handles.set(name2.text, `${right.text}[]`);
        const body2 = [];
        this.statement(n.childForFieldName("body"), body2);
        out2.push(markLoopVariant({ k: "loop", test: { k: "seq", items: [] }, body: { k: "seq", items: body2 }, testFirst: true }));
        return;
      }
      case "try_statement": {
        this.statement(n.childForFieldName("body"), out2);
        const handlers = this.children(n).filter((c) => c.type === "catch_clause").map((c) => {
          const arm = [];
          this.statement(c.childForFieldName("body"), arm);
          return { k: "seq", items: arm };
        });
        if (handlers.length > 0) out2.push({ k: "branch", arms: [...handlers, { k: "seq", items: [] }] });
        return;
      }
      case "throw_statement":
        for (const c of this.children(n)) this.expr(c, out2, "read", n);
        out2.push({ k: "jump", to: "goto" });
        return;
      case "translation_unit":
        for (const c of this.children(n)) this.statement(c, out2);
        return;
      case "if_statement": {
        this.expr(n.childForFieldName("condition"), out2, "read", n);
        const then = [];
        this.statement(n.childForFieldName("consequence"), then);
        const otherwise = [];
        const alt = n.childForFieldName("alternative");
        if (alt) this.statement(alt.type === "else_clause" ? this.children(alt)[0] ?? null : alt, otherwise);
        out2.push({ k: "branch", arms: [{ k: "seq", items: then }, { k: "seq", items: otherwise }] });
        return;
      }
      case "while_statement":
      case "for_statement": {
        if (n.type === "for_statement") this.expr(n.childForFieldName("initializer"), out2, "read", n);
        const test = [];
        const body2 = [];
        this.expr(n.childForFieldName("condition"), test, "read", n);
        this.statement(n.childForFieldName("body"), body2);
        this.expr(n.childForFieldName("update"), body2, "read", n);
        out2.push(markLoopVariant({ k: "loop", test: { k: "seq", items: test }, body: { k: "seq", items: body2 }, testFirst: true }));
        return;
      }
      case "do_statement": {
        const test = [];
        const body2 = [];
        this.statement(n.childForFieldName("body"), body2);
        this.expr(n.childForFieldName("condition"), test, "read", n);
        out2.push(markLoopVariant({ k: "loop", test: { k: "seq", items: test }, body: { k: "seq", items: body2 }, testFirst: false }));
        return;
      }
      case "switch_statement": {
        this.expr(n.childForFieldName("condition"), out2, "read", n);
        const body2 = [];
        const block = n.childForFieldName("body");
        this.statement(block, body2);
        const hasDefault = block !== null && this.children(block).some((c) => c.type === "case_statement" && !c.childForFieldName("value"));
        out2.push({ k: "switch", body: { k: "seq", items: body2 }, hasDefault });
        return;
      }
      case "case_statement":
        out2.push({ k: "case" });
        for (const c of this.children(n)) if (c !== n.childForFieldName("value")) this.statement(c, out2);
        return;
      case "labeled_statement":
        for (const c of this.children(n)) if (c.type !== "statement_identifier" && c !== n.childForFieldName("value")) this.statement(c, out2);
        return;
      case "return_statement": {
        for (const c of this.children(n)) this.expr(c, out2, "read", n);
        const where2 = this.statementInfo(n);
        out2.push({ k: "return", range: this.range(n), statementStart: where2.start, statementIndent: where2.indent, insertableBefore: where2.insertable });
        return;
      }
      case "break_statement":
        out2.push({ k: "jump", to: "break" });
        return;
      case "continue_statement":
        out2.push({ k: "jump", to: "continue" });
        return;
      case "goto_statement":
        out2.push({ k: "jump", to: "goto" });
        return;
      case "declaration": {
        const type = this.cpp ? declaredType(n) : "";
        for (const d of n.childrenForFieldName("declarator")) {
          if (!d) continue;
          const v = this.declared(n, d);
          if (v && (!v.fn || type)) this.locals.set(v.name, v);
          if (this.cpp && v && this.cppObject(n, d, type, v.name, out2)) continue;
          if (d.type === "init_declarator") this.expr(d.childForFieldName("value"), out2, "read", n);
        }
        return;
      }
      case "expression_statement":
        for (const c of this.children(n)) this.expr(c, out2, "read", n);
        return;
      default:
        if (n.type.startsWith("preproc_")) this.conditionalCode(n, out2);
    }
  }
  /** #if/#ifdef … #elif/#else … #endif inside a function: the branches are alternatives. */
  conditionalCode(n, out2) {
    const alternative = n.childForFieldName("alternative");
    const then = [];
    for (const c of this.children(n)) {
      if (alternative && c.equals(alternative)) continue;
      if (STATEMENT.test(c.type) || c.type.startsWith("preproc_")) this.statement(c, then);
    }
    if (n.type === "preproc_else") {
      out2.push(...then);
      return;
    }
    const otherwise = [];
    if (alternative) this.conditionalCode(alternative, otherwise);
    out2.push({ k: "branch", arms: [{ k: "seq", items: then }, { k: "seq", items: otherwise }] });
  }
  /**
   * Appends the events of evaluating expression `n` (mode: how the value is used). Children are
   * taken by position (one namedChildren call instead of a field lookup per child: extraction is
   * dominated by crossings into wasm); the positions are those of tree-sitter-c's grammar.
   */
  expr(n, out2, mode, stmt) {
    if (!n) return;
    const type = n.type;
    switch (type) {
      case "identifier": {
        if (mode === "address") return;
        const event = { k: "access", name: n.text, write: mode !== "read" && mode !== "argument", range: this.range(n) };
        if (mode === "indexed") event.indexed = true;
        out2.push(event);
        return;
      }
      case "qualified_identifier": {
        if (mode === "address" || !this.cpp) return;
        const event = { k: "access", name: scopedName(n.text), write: mode !== "read" && mode !== "argument", range: this.range(n) };
        if (mode === "indexed") event.indexed = true;
        out2.push(event);
        return;
      }
      case "lambda_expression": {
        const body2 = [];
        const b = n.childForFieldName("body");
        if (b) this.statement(b, body2);
        out2.push({ k: "branch", arms: [{ k: "seq", items: body2 }, { k: "seq", items: [] }] });
        return;
      }
      case "delete_expression": {
        const target = this.children(n).at(-1);
        if (!this.cpp || !target) break;
        this.expr(target, out2, "read", stmt);
        out2.push(this.synthetic("free", [target.text.replace(/^(static|reinterpret|const|dynamic)_cast\s*<[^>]*>\s*\((.*)\)$/s, "$2")], n, stmt, "delete"));
        return;
      }
      case "this":
      case "nullptr":
      case "sizeof_expression":
      case "string_literal":
      case "concatenated_string":
      case "number_literal":
      case "char_literal":
      case "true":
      case "false":
      case "null":
        return;
      case "call_expression":
        return this.call(n, out2, stmt);
    }
    const kids = this.children(n);
    switch (type) {
      case "assignment_expression":
        this.expr(kids[1], out2, "read", stmt);
        return this.expr(kids[0], out2, "write", stmt);
      case "update_expression":
        return this.expr(kids[0], out2, "write", stmt);
      case "pointer_expression":
        return this.expr(kids[0], out2, n.child(0)?.type === "&" ? mode === "argument" ? "escape" : "address" : "read", stmt);
      case "field_expression":
        return this.expr(kids[0], out2, n.child(1)?.type === "->" ? "read" : mode, stmt);
      case "subscript_expression":
        this.expr(kids[1], out2, "read", stmt);
        return this.expr(kids[0], out2, mode === "write" || mode === "escape" ? "indexed" : mode, stmt);
      case "parenthesized_expression":
        for (const c of kids) this.expr(c, out2, mode, stmt);
        return;
      case "conditional_expression": {
        const [condition, consequence, alternative] = kids.length === 3 ? kids : [kids[0], void 0, kids[1]];
        this.expr(condition, out2, "read", stmt);
        const a = [];
        const b = [];
        this.expr(consequence, a, mode, stmt);
        this.expr(alternative, b, mode, stmt);
        out2.push({ k: "branch", arms: [{ k: "seq", items: a }, { k: "seq", items: b }] });
        return;
      }
      case "binary_expression": {
        const op = n.child(1)?.type;
        this.expr(kids[0], out2, "read", stmt);
        if (op === "&&" || op === "||") {
          const right = [];
          this.expr(kids[1], right, "read", stmt);
          out2.push({ k: "branch", arms: [{ k: "seq", items: right }, { k: "seq", items: [] }] });
        } else this.expr(kids[1], out2, "read", stmt);
        return;
      }
      case "cast_expression":
        return this.expr(kids[kids.length - 1], out2, mode, stmt);
      default:
        for (const c of kids) this.expr(c, out2, "read", stmt);
    }
  }
  /**
   * C++: a local object whose construction or destruction the rules care about (cpp-syntax.ts): a lock holder, a
   * thread, a lambda kept for later. True when the declarator was read here (its initializer included).
   */
  cppObject(decl, d, type, name2, out2) {
    const value2 = d.type === "init_declarator" ? d.childForFieldName("value") : null;
    if (LOCK_HOLDER.test(type)) {
      const args2 = constructorArgs(d);
      const mutexes = args2.flatMap((a) => mutexArgText(a) ?? []);
      this.holders.set(name2, mutexes);
      if (holderTakesNow(args2)) for (const m of mutexes) out2.push(this.synthetic("pthread_mutex_lock", [m], d, decl, type));
      for (const m of mutexes) this.blockEnds.at(-1)?.push(this.synthetic("pthread_mutex_unlock", [m], decl, decl, `${name2} going out of scope`));
      return true;
    }
    const thread = THREAD_TYPE.exec(type) ?? (type === "auto" && value2?.type === "call_expression" ? THREAD_TYPE.exec(constructedType(value2) ?? "") : null);
    if (thread) {
      const args2 = constructorArgs(d);
      if (args2.length === 0) return true;
      this.spawn(args2, name2, d, decl, out2, type === "auto" ? thread[0] : type);
      if (thread[2] === "jthread") this.blockEnds.at(-1)?.push(this.synthetic("pthread_join", [name2], decl, decl, `${name2} going out of scope`));
      return true;
    }
    if (value2?.type === "lambda_expression") {
      this.lambdaVars.set(name2, this.lambdaFunction(value2, name2));
      return true;
    }
    return false;
  }
  /**
   * C++ calls: a mutex's or lock holder's lock()/unlock(), a thread's join(), a thread started in a container or as
   * a temporary, std::lock(…). True when the call was read here; a string: the callee to record (a member
   * function by its name, a qualified function by its scoped name); undefined: read it as C.
   */
  cppCall(n, fn, argNodes, out2, stmt) {
    if (fn.type === "qualified_identifier" || fn.type === "template_function") {
      const type = fn.text.replace(/\s+/g, "");
      const thread = THREAD_TYPE.exec(type);
      if (thread) {
        this.spawn(argNodes, "?", n, stmt, out2, thread[0]);
        return true;
      }
      if (/^(std::)?lock$/.test(type)) {
        for (const a of argNodes) out2.push(this.synthetic("pthread_mutex_lock", [mutexArgText(a) ?? a.text], n, stmt, "std::lock"));
        return true;
      }
      return scopedName(type);
    }
    if (fn.type !== "field_expression") return void 0;
    const object = fn.childForFieldName("argument");
    const method = fn.childForFieldName("field")?.text ?? "";
    if (!object) return void 0;
    const arrow = fn.child(1)?.type === "->";
    const op = mutexMethod(method);
    if (op && this.isMutex(object.text, method, n, stmt)) {
      const mutexes = this.holders.get(object.text) ?? [arrow ? object.text : `&${object.text}`];
      for (const m of mutexes) out2.push(this.synthetic(op === "lock" ? "pthread_mutex_lock" : "pthread_mutex_unlock", [m], n, stmt, `${object.text}${arrow ? "->" : "."}${method}()`));
      return true;
    }
    if (method === "join" && !arrow) {
      out2.push(this.synthetic("pthread_join", [this.handles.get(object.text) ?? object.text], n, stmt, `${object.text}.join()`));
      return true;
    }
    if (method === "detach") return true;
    const container = this.locals.get(object.text);
    if (container && THREAD_CONTAINER.test(container.typeText) && /^(emplace_back|emplace|push_back|emplace_front|push_front)$/.test(method)) {
      const first = argNodes[0];
      const made = first?.type === "call_expression" && THREAD_TYPE.test(constructedType(first) ?? "") ? children(first.childForFieldName("arguments") ?? first) : argNodes;
      this.spawn(made, `${object.text}[]`, n, stmt, out2, `${object.text}.${method}`);
      return true;
    }
    this.expr(object, out2, "read", stmt);
    return method;
  }
  /**
   * Whether `object.lock()` (or unlock, try_lock…) is a mutex's: a lock holder's, a local declared as a mutex, or
   * — a global or member whose type is not known here — try_lock (a condition), or a call whose value is not used
   * (a mutex's lock() returns nothing, where `auto p = weak.lock()` is a std::weak_ptr's).
   */
  isMutex(object, method, call, stmt) {
    if (this.holders.has(object)) return true;
    const local = this.locals.get(object);
    if (local) return /mutex/.test(local.typeText);
    return method.startsWith("try_lock") || stmt.type === "expression_statement" && stmt.startIndex === call.startIndex && stmt.endIndex <= call.endIndex + 1;
  }
  /** A thread started with `args` (the callable first), recorded as pthread_create(&handle, 0, routine, …). */
  spawn(args2, handle2, at2, stmt, out2, spelled) {
    const [callable, ...rest] = args2;
    if (!callable) return;
    for (const a of rest) this.expr(a, out2, "argument", stmt);
    let routine = callable.text;
    if (callable.type === "lambda_expression") routine = this.lambdaFunction(callable);
    else if (this.lambdaVars.has(callable.text)) routine = this.lambdaVars.get(callable.text);
    out2.push(this.synthetic("pthread_create", [`&${handle2}`, "nullptr", routine, ...rest.map((a) => a.text)], at2, stmt, spelled));
  }
  /** A call event the C++ code stands for: `callee` with arguments written `args`, located at `at`. */
  synthetic(callee, args2, at2, stmt, spelled) {
    const range2 = this.range(at2);
    const event = this.callEvent(callee, range2, args2.map((text) => ({ text, range: range2, shape: shapeOf(text) })), range2, stmt);
    event.spelled = spelled;
    return event;
  }
  /** Where a statement starts and whether one can be inserted before it; computed once per statement. */
  statementInfo(stmt) {
    let info2 = this.statements.get(stmt.id);
    if (!info2) {
      info2 = { start: this.start(stmt), indent: this.indentAt(stmt), insertable: this.insertableBefore(stmt) };
      this.statements.set(stmt.id, info2);
    }
    return info2;
  }
  call(n, out2, stmt) {
    const [fn, argumentList] = this.children(n);
    const argNodes = argumentList ? this.children(argumentList) : [];
    let callee = fn?.type === "identifier" ? fn.text : "";
    if (this.cpp && fn) {
      const member = this.cppCall(n, fn, argNodes, out2, stmt);
      if (member === true) return;
      if (member !== void 0) callee = member;
    }
    if (fn && !callee) this.expr(fn, out2, "read", stmt);
    const namesObjects = NON_ACCESSING_CALLS.test(callee);
    const args2 = argNodes.map((a) => {
      const shape = argShape(a);
      if (!(namesObjects && (shape.kind === "address" || shape.kind === "identifier"))) this.expr(a, out2, namesObjects ? "read" : "argument", stmt);
      return { text: a.text, range: this.range(a), shape };
    });
    out2.push(this.callEvent(callee, fn ? this.range(fn) : this.range(n), args2, this.range(n), stmt));
  }
  /** A call event in statement `stmt` (where code before it may be inserted). */
  callEvent(callee, calleeRange, args2, range2, stmt) {
    const where2 = this.statementInfo(stmt);
    const event = {
      k: "call",
      callee,
      calleeRange,
      args: args2,
      range: range2,
      statementStart: where2.start,
      statementIndent: where2.indent,
      insertableBefore: where2.insertable
    };
    if (this.outer) {
      const outer = this.statementInfo(this.outer);
      if (outer.insertable) event.outerStatement = { start: outer.start, indent: outer.indent };
    }
    return event;
  }
};
function isAtomicType(typeText2) {
  return /\b_Atomic\b|^(std::)?atomic(_\w+)?\b/.test(typeText2);
}
function shapeOf(text) {
  if (text.startsWith("&")) return { kind: "address", target: text.slice(1) };
  if (text === "nullptr") return { kind: "null" };
  return /^[A-Za-z_][\w:#]*$/.test(text) ? { kind: "identifier", target: text } : { kind: "other" };
}

// ../annotation-lint/src/c/parts.ts
function slotOf(n, text, known, treeHasErrors = false, cpp = false) {
  const start2 = n.startIndex;
  const end = n.endIndex;
  const key = slotKey(text, start2 - n.startPosition.column, start2, end);
  const type = n.type;
  const candidate = known?.get(key);
  const reuse = candidate?.type === type && !(treeHasErrors && n.hasError);
  if (reuse) known.delete(key);
  const part = reuse ? shiftPart(candidate.part, n.startPosition.row - candidate.part.base.row) : extractPart(text, n, cpp);
  return { start: start2, end, type, key, part };
}
function slotKey(text, lineStart, start2, end) {
  return `${text.slice(lineStart, start2)}\0${text.slice(start2, end)}`;
}
function slotsFromTree(root, text, previous = [], cpp = false) {
  const known = new Map(previous.map((s) => [s.key, s]));
  const hasErrors = previous.length > 0 && root.hasError;
  return root.namedChildren.flatMap((n) => n ? [slotOf(n, text, known, hasErrors, cpp)] : []);
}
function shiftPart(part, delta) {
  part.base.row += delta;
  return part;
}
function shiftSlot(slot, indexDelta, lineDelta) {
  slot.start += indexDelta;
  slot.end += indexDelta;
  shiftPart(slot.part, lineDelta);
  return slot;
}
var fileScopeParts = /* @__PURE__ */ new WeakMap();
function atFileScope(p) {
  return p.globals.length > 0 || p.topLevelCalls.length > 0 || p.includesHeddle || p.includeInsertLine !== void 0;
}
function assembleFacts(path, slots, lineCount, syntaxErrors2, previous, cpp = false) {
  const parts2 = slots.map((s) => s.part);
  const scope = parts2.filter(atFileScope);
  const known = previous && fileScopeParts.get(previous);
  const sameScope = known !== void 0 && known.length === scope.length && known.every((p, i2) => p === scope[i2]);
  let statementRows;
  const facts = {
    path,
    globals: sameScope ? previous.globals : /* @__PURE__ */ new Map(),
    functions: [],
    topLevelCalls: sameScope ? previous.topLevelCalls : [],
    // Built on first use: only filters (rule 6) read it, and it has an entry per statement.
    get statementRows() {
      statementRows ??= new Set(parts2.flatMap((p) => p.statementRows.map((r) => r + p.base.row)));
      return statementRows;
    },
    lineCount,
    includesHeddle: false,
    includeInsertLine: 0,
    syntaxErrors: syntaxErrors2,
    tooDeep: parts2.flatMap((p) => p.tooDeep ? [p.tooDeep] : [])
  };
  if (cpp) facts.cpp = true;
  fileScopeParts.set(facts, scope);
  for (const part of parts2) for (const f of part.functions) facts.functions.push(f);
  for (const part of scope) {
    if (!sameScope) {
      for (const g of part.globals) {
        const known2 = facts.globals.get(g.name);
        if (!known2 || known2.isExtern && !g.isExtern) facts.globals.set(g.name, definitionOf(known2, g));
      }
      for (const c of part.topLevelCalls) facts.topLevelCalls.push(c);
    }
    if (part.includesHeddle) facts.includesHeddle = true;
    if (part.includeInsertLine !== void 0) facts.includeInsertLine = part.base.row + part.includeInsertLine;
  }
  return facts;
}
function definitionOf(known, g) {
  if (!known?.noFix || g.noFix) return g;
  const cached = merged.get(g);
  if (cached?.known === known) return cached.definition;
  const definition = { ...g, noFix: known.noFix };
  merged.set(g, { known, definition });
  return definition;
}
var merged = /* @__PURE__ */ new WeakMap();
function countLines(text) {
  let n = 1;
  for (let i2 = text.indexOf("\n"); i2 >= 0; i2 = text.indexOf("\n", i2 + 1)) n++;
  return n;
}
function syntaxErrors(root) {
  const out2 = [];
  if (root.hasError) collectErrors(root, out2);
  return out2;
}
function collectErrors(root, out2) {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n.isError || n.isMissing) {
      out2.push(nodeRange(n, { row: 0 }));
      continue;
    }
    const next = n.children.filter((c) => c !== null && (c.hasError || c.isMissing));
    for (let i2 = next.length - 1; i2 >= 0; i2--) stack.push(next[i2]);
  }
}

// ../annotation-lint/src/c/program.ts
function globalId(file, name2) {
  return file.globals.get(name2)?.isStatic ? `${file.path}#${name2}` : name2;
}
var MAX_ROUNDS = 10;
var THREAD_ENTRY = { ...EMPTY_STATE, threadsMayRun: true, inherited: true };
function sameGlobals(a, b) {
  if (a.size !== b.size) return false;
  for (const [name2, x] of a) {
    const y = b.get(name2);
    if (!y || y.item !== x.item || y.file.path !== x.file.path) return false;
  }
  return true;
}
function sameNames(a, b) {
  if (a.size !== b.size) return false;
  for (const name2 of a.keys()) if (!b.has(name2)) return false;
  return true;
}
var walks = /* @__PURE__ */ new WeakMap();
var stateKeys = /* @__PURE__ */ new WeakMap();
function stateKey(s) {
  let key = stateKeys.get(s);
  if (key === void 0) stateKeys.set(s, key = `${s.threadsMayRun ? 1 : 0}${s.inherited ? 1 : 0}|${[...s.locks].sort().join(",")}`);
  return key;
}
function walkOnce(fn, entry) {
  let byEntry = walks.get(fn);
  if (!byEntry) walks.set(fn, byEntry = /* @__PURE__ */ new Map());
  const key = stateKey(entry);
  let result = byEntry.get(key);
  if (!result) {
    const r = { calls: [], accesses: [], exits: [] };
    walkFunction(fn.body, entry, {
      call: (event, state) => r.calls.push({ event, state }),
      access: (event, state) => r.accesses.push({ event, state }),
      exit: (event, state) => r.exits.push({ event, state })
    });
    byEntry.set(key, result = r);
  }
  return result;
}
function collectCalls(f, out2) {
  switch (f.k) {
    case "seq":
      for (const i2 of f.items) collectCalls(i2, out2);
      break;
    case "branch":
      for (const a of f.arms) collectCalls(a, out2);
      break;
    case "loop":
      collectCalls(f.test, out2);
      collectCalls(f.body, out2);
      break;
    case "switch":
      collectCalls(f.body, out2);
      break;
    case "call":
      out2.push(f);
  }
  return out2;
}
var callLists = /* @__PURE__ */ new WeakMap();
function callsIn(f) {
  let calls = callLists.get(f);
  if (!calls) callLists.set(f, calls = collectCalls(f, []));
  return calls;
}
var calleeSets = /* @__PURE__ */ new WeakMap();
function calleesIn(f) {
  let names = calleeSets.get(f);
  if (!names) calleeSets.set(f, names = new Set(callsIn(f).map((c) => c.callee)));
  return names;
}
var WATCHED_CALL = /^(pthread_create$|heddle_)/;
var watchedCalls = /* @__PURE__ */ new WeakMap();
function watchedCallsOf(walk3) {
  let out2 = watchedCalls.get(walk3);
  if (!out2) watchedCalls.set(walk3, out2 = walk3.calls.filter((c) => WATCHED_CALL.test(c.event.callee)));
  return out2;
}
var nonLocalAccesses = /* @__PURE__ */ new WeakMap();
function accessesToNonLocals(fn, walk3) {
  let out2 = nonLocalAccesses.get(walk3);
  if (!out2) nonLocalAccesses.set(walk3, out2 = walk3.accesses.filter((a) => !fn.locals.has(a.event.name)));
  return out2;
}
function startRoutineName(text) {
  return /([A-Za-z_][\w#]*(?:::[A-Za-z_][\w#]*)*)\s*\)*\s*$/.exec(text)?.[1];
}
var Program = class {
  constructor(files, previous) {
    this.files = files;
    for (const file of files) {
      for (const fn of file.functions) if (!this.functions.has(fn.name)) this.functions.set(fn.name, { file, item: fn });
      for (const g of file.globals.values()) {
        if (g.isStatic) continue;
        const known = this.globals.get(g.name);
        if (!known || known.item.isExtern && !g.isExtern) this.globals.set(g.name, { file, item: definitionOf(known?.item, g) });
      }
    }
    for (const name2 of this.functions.keys()) {
      const bare = bareName(name2);
      if (bare !== name2) this.bareNames.set(bare, this.bareNames.has(bare) ? null : name2);
    }
    this.epoch = previous && sameGlobals(previous.globals, this.globals) && sameNames(previous.functions, this.functions) ? previous.epoch : {};
    const callees = /* @__PURE__ */ new Map();
    for (const [name2, { item }] of this.functions) {
      const known = /* @__PURE__ */ new Set();
      for (const c of calleesIn(item.body)) {
        const target = this.functionNamed(c, item.scope);
        if (target) known.add(target);
      }
      callees.set(name2, known);
    }
    this.findThreadStarts();
    const work = [...this.threadStarts.keys()];
    while (work.length > 0) {
      const f = work.pop();
      if (this.threadCode.has(f)) continue;
      this.threadCode.add(f);
      for (const g of callees.get(f) ?? []) work.push(g);
    }
    this.computeEntryStates(callees);
    this.collect();
  }
  files;
  functions = /* @__PURE__ */ new Map();
  /** C++: a member function's bare name (`run` of `Worker::run`) when no other function has it: how `w.run()` is called. */
  bareNames = /* @__PURE__ */ new Map();
  globals = /* @__PURE__ */ new Map();
  /** Start routine → the call that starts it (pthread_create, or a helper's call passing it). */
  threadStarts = /* @__PURE__ */ new Map();
  threadCode = /* @__PURE__ */ new Set();
  entry = /* @__PURE__ */ new Map();
  accesses = [];
  /** Calls of pthread_create and of heddle_* functions (the ones rules 3-5 read), with their state. */
  calls = [];
  /**
   * The same object as the previous Program's while the globals are the same facts and the
   * function names the same (an edit inside a function body): per-call checks memoised under
   * it stay valid. They read globals' declarations and whether a name is a function, nothing else.
   */
  epoch;
  /**
   * Start routines: the function pthread_create is given, or — when that is a parameter of
   * the function calling pthread_create (a thread-pool helper like run_threads(n, fn, …)) —
   * the functions its callers pass in that position, through any number of such helpers.
   */
  findThreadStarts() {
    const spawners = /* @__PURE__ */ new Map();
    const consider = ({ file, item: caller }, call, argIndex) => {
      const arg = call.args[argIndex];
      const written = arg && startRoutineName(arg.text);
      if (!written) return false;
      const name2 = caller.locals.has(written) ? written : this.functionNamed(written, caller.scope) ?? written;
      if (this.functions.has(name2) && !caller.locals.has(name2)) {
        if (!this.threadStarts.has(name2)) this.threadStarts.set(name2, { file, item: call });
        return false;
      }
      const param = caller.params.indexOf(name2);
      if (param < 0 || spawners.get(caller.name) === param) return false;
      spawners.set(caller.name, param);
      return true;
    };
    for (let changed = true, round = 0; changed && round < MAX_ROUNDS; round++) {
      changed = false;
      for (const fn of this.functions.values()) {
        const names = calleesIn(fn.item.body);
        if (!names.has("pthread_create") && ![...spawners.keys()].some((s) => names.has(s))) continue;
        for (const c of callsIn(fn.item.body)) {
          if (c.callee === "pthread_create") changed = consider(fn, c, 2) || changed;
          const through = spawners.get(this.functionNamed(c.callee, fn.item.scope) ?? c.callee);
          if (through !== void 0) changed = consider(fn, c, through) || changed;
        }
      }
    }
  }
  /** The walk of a function from its entry state (acquisitions always start empty). */
  walkOf(fn) {
    return walkOnce(fn, this.entry.get(fn.name) ?? this.baseEntry(fn.name));
  }
  /** The global `name` refers to in `file`: the file's own static one, else the program's global of that name. */
  globalFor(file, name2) {
    const own = file.globals.get(name2);
    return own?.isStatic ? { file, item: own } : this.globals.get(name2);
  }
  /**
   * C++ names: in a member function of class `scope`, `n` is first `scope::n`; a qualified `ns::n` whose scope is
   * a namespace (namespaces are not part of names: cpp-syntax.ts) is `n`. C names are looked up as they are.
   */
  scoped(name2, scope, lookup) {
    if (scope && !name2.includes("::")) {
      const member = lookup(`${scope}::${name2}`);
      if (member !== void 0) return member;
    }
    const found = lookup(name2);
    if (found !== void 0 || !name2.includes("::")) return found;
    return lookup(bareName(name2));
  }
  /** The global an access in function `fn` of `file` names. */
  globalAt(file, fn, name2) {
    if (fn.scope === void 0 && !name2.includes(":")) return this.globalFor(file, name2);
    return this.scoped(name2, fn.scope, (n) => this.globalFor(file, n));
  }
  /** The function a call names (by its name as written, in a function of class `scope`), or undefined. */
  functionNamed(callee, scope) {
    return scope === void 0 && !callee.includes(":") ? this.ownFunction(callee) : this.scoped(callee, scope, this.ownFunction);
  }
  /** A function of the program by its name, or by the bare name of the one member function that has it. */
  ownFunction = (name2) => this.functions.has(name2) ? name2 : this.bareNames.get(name2) ?? void 0;
  baseEntry(name2) {
    return this.threadCode.has(name2) ? THREAD_ENTRY : EMPTY_STATE;
  }
  computeEntryStates(callees) {
    const called = new Set([...callees.values()].flatMap((s) => [...s]));
    const isRoot = (name2) => !called.has(name2) || this.threadStarts.has(name2) || name2 === "main";
    for (const name2 of this.functions.keys()) if (isRoot(name2)) this.entry.set(name2, this.baseEntry(name2));
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const atCalls = /* @__PURE__ */ new Map();
      for (const [name2, { item }] of this.functions) {
        const entry = this.entry.get(name2);
        if (!entry || callees.get(name2).size === 0) continue;
        for (const { event: c, state } of walkOnce(item, entry).calls) {
          const callee = this.functionNamed(c.callee, item.scope);
          if (callee && !isRoot(callee)) atCalls.set(callee, join(atCalls.get(callee), state));
        }
      }
      let changed = false;
      for (const [name2, s] of atCalls) {
        const base = this.baseEntry(name2);
        const next = { ...s, acquiredMust: /* @__PURE__ */ new Set(), acquiredMay: /* @__PURE__ */ new Map(), threadsMayRun: s.threadsMayRun || base.threadsMayRun, unjoined: /* @__PURE__ */ new Set(), inherited: othersMayRunNow(s) || base.inherited };
        if (!sameState(next, this.entry.get(name2))) {
          this.entry.set(name2, next);
          changed = true;
        }
      }
      if (!changed) break;
    }
    for (const name2 of this.functions.keys()) if (!this.entry.has(name2)) this.entry.set(name2, this.baseEntry(name2));
  }
  collect() {
    for (const file of this.files) for (const item of file.functions) {
      const fn = { file, item };
      const inThread = this.threadCode.has(item.name);
      const walked = this.walkOf(item);
      for (const { event, state } of accessesToNonLocals(item, walked)) {
        const global = this.globalAt(file, item, event.name);
        if (global) this.accesses.push({ global, fn, event, state, inThread, write: event.write && !(event.indexed && global.item.pointer && !global.item.array) });
      }
      for (const { event, state } of watchedCallsOf(walked)) this.calls.push({ fn, event, state });
    }
  }
};

// ../annotation-lint/src/c/program-model.ts
init_define_HEDDLE_BUILD_INFO();
function definesMain(file) {
  return file.functions.some((f) => f.name === "main");
}
function partitionPrograms(files, build) {
  const units = /* @__PURE__ */ new Map();
  for (const file of files) {
    const targets = build?.targetsOf(file.path);
    const keys = targets && targets.length > 0 ? targets.map((t) => `target:${t}`) : [`file:${file.path}`];
    for (const key of keys) {
      let unit = units.get(key);
      if (!unit) units.set(key, unit = []);
      unit.push(file);
    }
  }
  const withMain = [...units].filter(([, unit]) => unit.some(definesMain));
  if (withMain.length <= 1) return [{ key: withMain[0]?.[0] ?? "*", files }];
  const mains = new Set(withMain.flatMap(([, unit]) => unit));
  const shared = files.filter((f) => !mains.has(f));
  return withMain.map(([key, unit]) => {
    const members = /* @__PURE__ */ new Set([...unit, ...shared]);
    return { key, files: files.filter((f) => members.has(f)) };
  });
}

// ../annotation-lint/src/c/rules/annotation-misuse.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/annotation-api.ts
init_define_HEDDLE_BUILD_INFO();
var POLICIES = [
  "HEDDLE_UNTOUCHED",
  "HEDDLE_PRIVATE",
  "HEDDLE_READ_SHARED",
  "HEDDLE_STICKY_READ",
  "HEDDLE_RACY",
  "HEDDLE_INACCESSIBLE",
  "HEDDLE_LOCKED"
];
var ANNOTATIONS = {
  HEDDLE_GLOBAL: ["global", "policy"],
  HEDDLE_GLOBAL_LOCKED: ["global", "mutex"],
  heddle_malloc: ["value", "policy"],
  heddle_malloc_locked: ["value", "mutex"],
  heddle_acquire_write: ["object"],
  heddle_release_write: ["object"],
  heddle_acquire_read: ["object"],
  heddle_release_read: ["object"],
  heddle_set_racy: ["object"],
  heddle_set_sticky_read: ["object"],
  heddle_set_locked: ["object", "mutex"],
  heddle_slice: ["object", "value", "value", "value"]
};
var GLOBAL_ANNOTATIONS = /* @__PURE__ */ new Set(["HEDDLE_GLOBAL", "HEDDLE_GLOBAL_LOCKED"]);

// ../annotation-lint/src/finding.ts
init_define_HEDDLE_BUILD_INFO();
import { dirname, relative } from "node:path";

// ../annotation-lint/src/rules.ts
init_define_HEDDLE_BUILD_INFO();
var rule = (id, severity, summary, help) => ({ id, severity, summary, help });
var RULES = [
  // 1. annotation misuse
  rule("unknown-policy", "error", "A policy argument that is not one of heddle.h's HEDDLE_* policies.", "Use HEDDLE_UNTOUCHED, HEDDLE_PRIVATE, HEDDLE_READ_SHARED, HEDDLE_STICKY_READ, HEDDLE_RACY or HEDDLE_INACCESSIBLE (HEDDLE_LOCKED only through HEDDLE_GLOBAL_LOCKED / heddle_set_locked / heddle_malloc_locked)."),
  rule("annotation-arity", "error", "A heddle annotation called with the wrong number of arguments.", "Call it with the arguments heddle.h declares."),
  rule("global-not-file-scope-variable", "error", "HEDDLE_GLOBAL / HEDDLE_GLOBAL_LOCKED naming something that is not a variable declared at file scope, or used inside a function.", "Put the annotation at file scope after the variable's declaration; annotate heap memory with heddle_malloc and locals not at all."),
  rule("lock-not-mutex", "error", "HEDDLE_GLOBAL_LOCKED / heddle_set_locked / heddle_malloc_locked given something that is not the address of a pthread_mutex_t (or pthread_rwlock_t, mtx_t, pthread_spinlock_t).", "Pass &m where m is a pthread_mutex_t (or a pthread_mutex_t * variable)."),
  // 2. unbalanced policy changes
  rule("release-without-acquire", "warning", "heddle_release_read/write of an object on a path where this function has not acquired it, though it acquires it elsewhere (a function that never acquires it is a hand-off).", "Acquire it on every path to the release, or release it only where it was acquired."),
  rule("acquire-not-released", "warning", "heddle_acquire_read/write of an object that is not released (or freed) before a return on some path.", "Release it before every return of the function (the fix inserts the release before the return)."),
  // 3. unannotated shared globals
  rule("unannotated-shared-global", "warning", "A global written in code reachable from a thread start routine, with no HEDDLE_GLOBAL annotation.", "Annotate it with the suggested policy (HEDDLE_GLOBAL_LOCKED when every thread access holds one mutex; HEDDLE_READ_SHARED / HEDDLE_STICKY_READ when threads only read it), or protect the conflicting accesses."),
  // 4. locked objects accessed outside their mutex
  rule("locked-access-outside-lock", "error", "An object annotated HEDDLE_GLOBAL_LOCKED(g, &m) accessed where m is not held.", "Lock m (pthread_mutex_lock(&m)) around the access."),
  // 5. sticky-read while other threads run
  rule("sticky-read-while-threads-run", "error", "heddle_set_sticky_read where another thread may already run (after pthread_create, or in thread code).", "Call heddle_set_sticky_read before the first pthread_create, or use heddle_acquire_read / HEDDLE_READ_SHARED."),
  // 6. execution filters
  rule("filter-syntax", "error", "An execution filter (.hfilter) that does not follow the filter grammar.", "Fix the constraint as the message says; the grammar is in docs/filters.md."),
  rule("filter-expression", "error", "An event or function-region expression with a call, a dereference or an operator other than + (LOOM \xA73.3).", "Use only constants, variables, a+b, &a, &a[i] and &a->f."),
  rule("filter-unknown-file", "error", "An event names a file that is not among the linted C sources.", "Correct the file name (the message lists the candidates) or lint the file too."),
  rule("filter-line-not-statement", "error", "An event's line does not exist or does not begin a statement.", "Point the event at the first line of a statement (the fix moves it to the nearest one)."),
  rule("filter-unknown-variable", "error", "An event or function-region expression names a variable that is not visible there (a global, or a parameter or local of the function).", "Correct the name (the fix uses the closest visible one)."),
  rule("filter-unknown-function", "error", "A function region names a function that no linted source defines.", "Correct the function name or lint the file that defines it."),
  rule("filter-duplicate-constraint", "warning", "The same constraint twice in one filter file.", "Remove the duplicate (the fix deletes it)."),
  rule("filter-contradictory-constraint", "error", "Execution-order constraints that form a cycle (e1 > e2 and e2 > e1): the events would wait for each other forever.", "Remove or reverse one of the constraints in the cycle."),
  rule("filter-exclusion-deadlock", "warning", "An execution order whose waiting event lies inside an exclusion region while the event it waits for can only run where that exclusion holds it up (another region of the mutual exclusion, or any other thread for r <> *).", "Move the waiting event out of the region, or the awaited event out of the excluded code, or remove one of the two constraints."),
  rule("parse-error", "warning", "tree-sitter-c could not parse part of a C file; rules skip what they cannot read.", "Fix the syntax error, or exclude the file in .heddle-lint.json.")
];
var byId = new Map(RULES.map((r) => [r.id, r]));
function ruleInfo(id) {
  const r = byId.get(id);
  if (!r) throw new Error(`annotation-lint: unknown rule id '${id}' (add it to RULES in rules.ts)`);
  return r;
}
function ruleDocsUri(id) {
  return `${buildInfo().homepage.replace(/\/$/, "")}/docs/lint-rules.md#${id}`;
}

// ../annotation-lint/src/finding.ts
function finding(ruleId, file, range2, message, fixes = [], related = []) {
  return { ruleId, severity: ruleInfo(ruleId).severity, message, file, range: plainRange(range2), fixes, related: related.map((r) => ({ ...r, range: plainRange(r.range) })) };
}
function insertAt(file, at2, newText) {
  return { file, range: { start: plainPosition(at2), end: plainPosition(at2) }, newText };
}
function replaceRange(file, range2, newText) {
  return { file, range: plainRange(range2), newText };
}
function where(file, range2, from) {
  const name2 = relative(dirname(from), file) || file;
  return `${name2}:${range2.start.line + 1}`;
}

// ../annotation-lint/src/similar.ts
init_define_HEDDLE_BUILD_INFO();
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i2 = 1; i2 <= a.length; i2++) {
    const cur = [i2];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i2 - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}
function closest(word, candidates) {
  const w = word.toUpperCase();
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, c.toUpperCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== void 0 && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}

// ../annotation-lint/src/c/rules/annotation-misuse.ts
var POLICY_SET = new Set(POLICIES);
var annotationCalls = /* @__PURE__ */ new WeakMap();
function annotationCallsIn(fn) {
  let calls = annotationCalls.get(fn);
  if (!calls) annotationCalls.set(fn, calls = callsIn(fn.body).filter((c) => Object.hasOwn(ANNOTATIONS, c.callee)));
  return calls;
}
var checked = /* @__PURE__ */ new WeakMap();
function memoised(program, file, key, line2, check2) {
  let known = checked.get(key);
  if (known?.epoch !== program.epoch || known.path !== file.path || known.line !== line2) {
    known = { epoch: program.epoch, path: file.path, line: line2, findings: [] };
    check2(known.findings);
    checked.set(key, known);
  }
  return known.findings;
}
function annotationMisuse(program) {
  const out2 = [];
  for (const file of program.files) {
    for (const call of file.topLevelCalls) {
      out2.push(...memoised(program, file, call, call.range.start.line, (found) => checkCall(program, file, void 0, call, found)));
    }
    for (const fn of file.functions) {
      const calls = annotationCallsIn(fn);
      if (calls.length === 0) continue;
      out2.push(...memoised(program, file, fn, fn.range.start.line, (found) => {
        for (const call of calls) checkCall(program, file, fn, call, found);
      }));
    }
  }
  return out2;
}
function checkCall(program, file, fn, call, out2) {
  const params = Object.hasOwn(ANNOTATIONS, call.callee) ? ANNOTATIONS[call.callee] : void 0;
  if (!params) return;
  if (call.args.length !== params.length) {
    out2.push(finding("annotation-arity", file.path, call.range, `${call.callee} takes ${params.length} argument${params.length === 1 ? "" : "s"} (${params.join(", ")}), not ${call.args.length}: call it as ${call.callee}(${params.join(", ")})`));
    return;
  }
  if (GLOBAL_ANNOTATIONS.has(call.callee) && fn) {
    out2.push(finding("global-not-file-scope-variable", file.path, call.calleeRange, `${call.callee} is a file-scope declaration; move it out of ${fn.name}() to file scope, after the variable's declaration`));
  }
  params.forEach((kind, i2) => {
    const arg = call.args[i2];
    if (kind === "policy") checkPolicy(file, call, arg, out2);
    if (kind === "mutex") checkMutex(program, file, fn, call, arg, out2);
    if (kind === "global" && !fn) checkGlobal(program, file, call, arg, out2);
  });
}
function checkPolicy(file, call, arg, out2) {
  const text = arg.text.trim();
  if (POLICY_SET.has(text) && text !== "HEDDLE_LOCKED") return;
  if (text === "HEDDLE_LOCKED") {
    const instead = call.callee === "HEDDLE_GLOBAL" ? "HEDDLE_GLOBAL_LOCKED(var, &mutex)" : "heddle_malloc_locked(n, &mutex)";
    out2.push(finding("unknown-policy", file.path, arg.range, `HEDDLE_LOCKED needs its mutex: use ${instead}`));
    return;
  }
  const choices = POLICIES.filter((p) => p !== "HEDDLE_LOCKED");
  const guess = /^[A-Za-z_]\w*$/.test(text) ? closest(text.replace(/^(HEDDLE_)?/, "HEDDLE_"), choices) : void 0;
  const looksLikePolicy = /^HEDDLE_/.test(text) || /^[0-9]/.test(text) || /^[A-Z][A-Z0-9_]*$/.test(text) && guess !== void 0;
  if (!looksLikePolicy) return;
  const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(file.path, arg.range, guess)] }] : [];
  const hint = guess ? `did you mean ${guess}?` : `use one of ${choices.join(", ")}`;
  out2.push(finding("unknown-policy", file.path, arg.range, `'${text}' is not a heddle policy; ${hint}`, fixes));
}
function checkGlobal(program, file, call, arg, out2) {
  const name2 = arg.shape.kind === "identifier" ? arg.shape.target : void 0;
  if (name2 && (file.globals.has(name2) || program.globals.has(name2))) return;
  if (arg.shape.kind === "address" && (file.globals.has(arg.shape.target) || program.globals.has(arg.shape.target))) {
    const t = arg.shape.target;
    out2.push(finding("global-not-file-scope-variable", file.path, arg.range, `${call.callee} takes the variable itself, not its address: write ${t}`, [
      { description: `Replace ${arg.text} with ${t}`, edits: [replaceRange(file.path, arg.range, t)] }
    ]));
    return;
  }
  const isFunction = name2 !== void 0 && program.functions.has(name2);
  const what = isFunction ? `'${name2}' is a function` : name2 ? `'${name2}' is not declared at file scope in ${file.path} (declare the variable before annotating it)` : `'${arg.text}' is not a variable name`;
  out2.push(finding("global-not-file-scope-variable", file.path, arg.range, `${call.callee} annotates a file-scope variable; ${what}. Annotate heap memory with heddle_malloc instead`));
}
function declaration(program, file, fn, name2) {
  return fn?.locals.get(name2) ?? program.globalFor(file, name2)?.item;
}
var ANY_MUTEX = "pass &m for a pthread_mutex_t m that guards the object";
var LOCK_TYPES = /* @__PURE__ */ new Set(["pthread_mutex_t", "pthread_rwlock_t", "mtx_t", "pthread_spinlock_t"]);
function checkMutex(program, file, fn, call, arg, out2) {
  const s = arg.shape;
  const report = (why, fixes = []) => {
    out2.push(finding("lock-not-mutex", file.path, arg.range, `${call.callee} needs the address of a pthread_mutex_t; ${why}`, fixes));
  };
  if (s.kind === "null") return report(`'${arg.text}' is no mutex: pass &m for a pthread_mutex_t m`);
  if (s.kind === "address") {
    const base = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s.target)?.[0] ?? "";
    if (/(?:\.|->)[A-Za-z_][A-Za-z0-9_]*$/.test(s.target)) return;
    const d = declaration(program, file, fn, base);
    if (!d) return;
    const elementOk = s.target !== base ? d.array : !d.array && !d.pointer;
    if (LOCK_TYPES.has(d.typeText) && elementOk) return;
    return report(`'${base}' is declared '${d.typeText}${d.pointer ? " *" : ""}${d.array ? "[]" : ""}': ${ANY_MUTEX}`);
  }
  if (s.kind === "identifier") {
    const d = declaration(program, file, fn, s.target);
    if (!d) return;
    if (LOCK_TYPES.has(d.typeText) && (d.pointer || d.array)) return;
    if (LOCK_TYPES.has(d.typeText)) {
      return report(`'${s.target}' is the mutex itself: pass its address`, [
        { description: `Pass &${s.target}`, edits: [replaceRange(file.path, arg.range, `&${s.target}`)] }
      ]);
    }
    return report(`'${s.target}' is declared '${d.typeText}${d.pointer ? " *" : ""}': ${ANY_MUTEX}`);
  }
}

// ../annotation-lint/src/c/rules/balance.ts
init_define_HEDDLE_BUILD_INFO();
var memo = /* @__PURE__ */ new WeakMap();
function unbalancedChanges(program) {
  const out2 = [];
  for (const file of program.files) {
    for (const fn of file.functions) {
      let known = memo.get(fn);
      if (!known || known.path !== file.path || known.line !== fn.range.start.line) {
        known = { path: file.path, line: fn.range.start.line, findings: [] };
        checkFunction(file, fn, program.walkOf(fn), known.findings);
        memo.set(fn, known);
      }
      out2.push(...known.findings);
    }
  }
  return out2;
}
function checkFunction(file, fn, walk3, out2) {
  const reported = /* @__PURE__ */ new Set();
  const firstAcquire = /* @__PURE__ */ new Map();
  for (const c of callsIn(fn.body)) {
    const key = ACQUIRE.test(c.callee) ? acquisitionKey(c) : void 0;
    if (key && !firstAcquire.has(key)) firstAcquire.set(key, c);
  }
  for (const { event: c, state: s } of walk3.calls) {
    const key = acquisitionKey(c);
    if (!key || !RELEASE.test(c.callee) || s.acquiredMust.has(key)) continue;
    const first = firstAcquire.get(key);
    if (!first || c.callee === "heddle_release_write" && !before(first.range.start, c.range.start)) continue;
    const acquire = c.callee.replace("release", "acquire");
    out2.push(finding("release-without-acquire", file.path, c.range, `${c.callee}(${c.args[0].text}) releases what ${fn.name}() has not acquired on every path to it (it calls ${acquire}(${c.args[0].text}) only on some, or released it already): acquire it on every path first, or release it only where it was acquired`));
  }
  if (fn.name === "main") return;
  for (const { event: ret, state: s } of walk3.exits) {
    for (const [key, acquire] of s.acquiredMay) {
      const id = `${key}@${acquire.range.start.line}:${acquire.range.start.character}`;
      if (reported.has(id)) continue;
      reported.add(id);
      const release = acquire.callee.replace("acquire", "release");
      const call = `${release}(${acquire.args[0].text});`;
      const exitText = ret ? `the return at line ${ret.range.start.line + 1}` : `the end of ${fn.name}()`;
      const exitRange = ret ? ret.range : { start: fn.closingBrace, end: { line: fn.closingBrace.line, character: fn.closingBrace.character + 1 } };
      const related = [{ file: file.path, range: exitRange, message: `still acquired here (${where(file.path, exitRange, file.path)})` }];
      out2.push(finding("acquire-not-released", file.path, acquire.range, `${acquire.callee}(${acquire.args[0].text}) is not released before ${exitText}: call ${call.slice(0, -1)} before it`, releaseFix(file, fn, ret, acquire, call), related));
    }
  }
}
function before(a, b) {
  return a.line < b.line || a.line === b.line && a.character < b.character;
}
function releaseFix(file, fn, ret, acquire, call) {
  if (ret) {
    if (!ret.insertableBefore) return [];
    return [{ description: `Insert ${call} before the return`, edits: [insertAt(file.path, { line: ret.statementStart.line, character: 0 }, `${ret.statementIndent}${call}
`)] }];
  }
  if (fn.closingBrace.character !== fn.closingIndent.length) return [];
  return [{ description: `Insert ${call} at the end of ${fn.name}()`, edits: [insertAt(file.path, { line: fn.closingBrace.line, character: 0 }, `${acquire.statementIndent}${call}
`)] }];
}

// ../annotation-lint/src/c/rules/locked-access.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/annotated.ts
init_define_HEDDLE_BUILD_INFO();
var annotationsOf = /* @__PURE__ */ new WeakMap();
function globalAnnotations(program) {
  const known = annotationsOf.get(program);
  if (known) return known;
  const out2 = /* @__PURE__ */ new Map();
  annotationsOf.set(program, out2);
  for (const file of program.files) {
    for (const call of file.topLevelCalls) {
      const first = call.args[0];
      if (call.callee !== "HEDDLE_GLOBAL" && call.callee !== "HEDDLE_GLOBAL_LOCKED" || first?.shape.kind !== "identifier") continue;
      const a = { file, call, name: first.shape.target };
      if (call.callee === "HEDDLE_GLOBAL_LOCKED" && call.args[1]) a.mutexArg = call.args[1].text;
      out2.set(globalId(file, a.name), a);
    }
  }
  return out2;
}
function managedGlobals(program) {
  const out2 = /* @__PURE__ */ new Set();
  for (const { event } of program.calls) {
    const first = event.args[0];
    if (!event.callee.startsWith("heddle_") || !first) continue;
    if (first.shape.kind === "address" || first.shape.kind === "identifier") {
      const base = /^[A-Za-z_][A-Za-z0-9_]*/.exec(first.shape.target)?.[0];
      if (base) out2.add(base);
    }
  }
  return out2;
}

// ../annotation-lint/src/c/rules/locked-access.ts
function lockedAccessOutsideLock(program) {
  const out2 = [];
  const annotations = globalAnnotations(program);
  for (const a of program.accesses) {
    const ann = annotations.get(globalId(a.global.file, a.global.item.name));
    if (!ann?.mutexArg) continue;
    const mutex = objectKey(ann.mutexArg);
    if (a.state.locks.has(mutex)) continue;
    const remedy = /native_handle\(\)$/.test(ann.mutexArg) ? `hold std::lock_guard lock(${mutex}) in a block around the access` : `call pthread_mutex_lock(${ann.mutexArg}) before and the matching unlock after`;
    out2.push(finding(
      "locked-access-outside-lock",
      a.fn.file.path,
      a.event.range,
      `'${a.event.name}' is HEDDLE_GLOBAL_LOCKED(${ann.name}, ${ann.mutexArg}) but ${a.fn.item.name}() ${a.write ? "writes" : "reads"} it without holding ${mutex}: ${remedy}`,
      [],
      [{ file: ann.file.path, range: ann.call.range, message: `annotated here (${where(ann.file.path, ann.call.range, a.fn.file.path)})` }]
    ));
  }
  return out2;
}

// ../annotation-lint/src/c/rules/shared-globals.ts
init_define_HEDDLE_BUILD_INFO();
var MAX_RELATED = 6;
var SYNCHRONIZATION_TYPE = /^(pthread_|atomic_|sem_t$)|^(std::)?(mutex|timed_mutex|recursive_mutex|recursive_timed_mutex|shared_mutex|shared_timed_mutex|condition_variable(_any)?|atomic(_\w+)?|once_flag|counting_semaphore|binary_semaphore|latch|barrier)\b/;
var STD_MUTEX = /^(std::)?(mutex|timed_mutex|recursive_mutex|recursive_timed_mutex)\b/;
function unannotatedSharedGlobals(program) {
  const annotated = globalAnnotations(program);
  const managed = managedGlobals(program);
  const byGlobal = /* @__PURE__ */ new Map();
  for (const a of program.accesses) {
    const name2 = a.global.item.name;
    const id = globalId(a.global.file, name2);
    if (annotated.has(id) || managed.has(name2)) continue;
    let list = byGlobal.get(id);
    if (!list) byGlobal.set(id, list = []);
    list.push(a);
  }
  const out2 = [];
  for (const accesses of byGlobal.values()) {
    const { file, item: g } = accesses[0].global;
    if (g.isConst || g.isAtomic || SYNCHRONIZATION_TYPE.test(g.typeText)) continue;
    const f = check(program, file, g, accesses);
    if (f) out2.push(f);
  }
  return out2;
}
function describe(a) {
  const locks = a.state.locks.size > 0 ? `holding ${[...a.state.locks].join(", ")}` : "holding no mutex";
  return { file: a.fn.file.path, range: a.event.range, message: `${a.write ? "write" : "read"} in ${a.fn.item.name}()${a.inThread ? " (thread code)" : ""}, ${locks}` };
}
function check(program, file, g, accesses) {
  const inThreads = accesses.filter((a) => a.inThread);
  if (inThreads.length === 0) return void 0;
  const threadWrites = inThreads.filter((a) => a.write);
  const otherWrites = accesses.filter((a) => !a.inThread && a.write);
  const lateWrites = otherWrites.filter((a) => othersMayRunNow(a.state));
  if (threadWrites.length === 0 && lateWrites.length === 0) {
    if (otherWrites.length === 0) return void 0;
    const afterJoins = otherWrites.find((a) => a.state.threadsMayRun);
    return afterJoins ? handOverSuggestion(file, g, afterJoins, inThreads) : stickyReadSuggestion(program, file, g, inThreads);
  }
  const racing = [...inThreads, ...lateWrites];
  const common = [...racing[0].state.locks].filter((m) => racing.every((a) => a.state.locks.has(m)));
  const firstWrite = threadWrites[0] ?? lateWrites[0];
  const written = `written in ${firstWrite.fn.item.name}() (${where(firstWrite.fn.file.path, firstWrite.event.range, file.path)})${firstWrite.inThread ? ", which runs in a thread" : " while threads run"}`;
  if (common.length > 0) {
    const mutex = common[0];
    const declared2 = program.globalFor(file, mutex)?.item;
    const arg = mutexArgument(mutex, declared2);
    const annotation = `HEDDLE_GLOBAL_LOCKED(${g.name}, ${arg ?? `&${mutex}`});`;
    const mutexIsGlobal = declared2 !== void 0;
    const fixable = mutexIsGlobal && arg !== void 0 && !g.noFix;
    const mutexLater = declared2 && file.globals.get(declared2.name) === declared2 && declared2.declarationRange.end.line > g.declarationRange.end.line ? declared2 : void 0;
    const fixes = fixable ? [{ description: `Annotate: ${annotation}`, edits: annotationEdits(file, mutexLater ?? g, annotation) }] : [];
    const caveat = !mutexIsGlobal ? ` (${arg} must be a file-scope mutex; otherwise use heddle_set_locked)` : arg === void 0 ? ` (${mutex} is a ${declared2.typeText}, whose native handle is no pthread_mutex_t: guard it with a std::mutex to annotate it)` : g.noFix ? ` (no fix: ${g.noFix})` : "";
    return finding("unannotated-shared-global", file.path, g.range, `global '${g.name}' is ${written} and every thread access holds ${mutex}: annotate it ${annotation}${caveat}`, fixes, racing.slice(0, MAX_RELATED).map(describe));
  }
  const others = racing.filter((a) => a !== firstWrite);
  const slice = g.array ? `, split it with heddle_slice so each thread owns its part (PUSh \xA73.4)` : "";
  const protect = file.cpp ? `hold one std::mutex m around every access (a std::lock_guard) and annotate HEDDLE_GLOBAL_LOCKED(${g.name}, m.native_handle())` : `protect every access with one mutex m and annotate HEDDLE_GLOBAL_LOCKED(${g.name}, &m)`;
  return finding("unannotated-shared-global", file.path, g.range, `global '${g.name}' is ${written} and accessed by other code with no common mutex (see the related accesses): ${protect}${slice}, or annotate HEDDLE_GLOBAL(${g.name}, HEDDLE_RACY) if the race is intended`, [], [firstWrite, ...others].slice(0, MAX_RELATED).map(describe));
}
function stickyReadSuggestion(program, file, g, reads) {
  const firstCreate = program.calls.filter((c) => c.event.callee === "pthread_create" && !program.threadCode.has(c.fn.item.name)).sort((a, b) => a.fn.file.path.localeCompare(b.fn.file.path) || a.event.range.start.line - b.event.range.start.line)[0];
  const annotation = `HEDDLE_GLOBAL(${g.name}, HEDDLE_PRIVATE);`;
  const setCall = `heddle_set_sticky_read(&${g.name});`;
  const fixes = [];
  const outer = firstCreate?.event.outerStatement;
  if (firstCreate && outer && !g.noFix && namesGlobalThere(program, file, g, firstCreate.fn.file, firstCreate.fn.item)) {
    const there = firstCreate.fn.file;
    const before2 = insertAt(there.path, { line: outer.start.line, character: 0 }, `${outer.indent}${setCall}
`);
    const include = there !== file && !there.includesHeddle ? [includeHeddle(there)] : [];
    fixes.push({ description: `Annotate ${g.name} sticky-read from the first ${firstCreate.event.spelled ?? "pthread_create"} on`, edits: [...annotationEdits(file, g, annotation), ...include, before2] });
  }
  const at2 = firstCreate ? ` (${where(firstCreate.fn.file.path, firstCreate.event.range, file.path)})` : "";
  const start2 = firstCreate?.event.spelled ?? "pthread_create";
  const caveat = g.noFix ? ` (no fix: ${g.noFix})` : "";
  return finding("unannotated-shared-global", file.path, g.range, `global '${g.name}' is read by thread code and written only before threads start: annotate it ${annotation} and call ${setCall} before the first ${start2}${at2} (or use HEDDLE_READ_SHARED with heddle_acquire_read in each reader)${caveat}`, fixes, reads.slice(0, MAX_RELATED).map(describe));
}
function handOverSuggestion(file, g, write, reads) {
  const at2 = `${write.fn.item.name}() (${where(write.fn.file.path, write.event.range, file.path)})`;
  const ref = `&${g.name}`;
  return finding(
    "unannotated-shared-global",
    file.path,
    g.range,
    `global '${g.name}' is read by thread code and written only while no other thread runs, but also after threads were started and joined, in ${at2}, so sticky-read (which can never change again) does not fit: hand it over between phases \u2014 write it only between heddle_acquire_write(${ref}) and heddle_release_write(${ref}) (released before each pthread_create), and read it in thread code between heddle_acquire_read(${ref}) and heddle_release_read(${ref})`,
    [],
    [write, ...reads].slice(0, MAX_RELATED).map(describe)
  );
}
function mutexArgument(mutex, declared2) {
  const pointer = mutex.startsWith("*");
  const name2 = pointer ? mutex.slice(1) : mutex;
  if (!declared2 || !/^(std::)?\w*mutex\b/.test(declared2.typeText) || declared2.typeText.startsWith("pthread_")) return pointer ? name2 : `&${name2}`;
  if (!STD_MUTEX.test(declared2.typeText)) return void 0;
  return pointer ? `${name2}->native_handle()` : `${name2}.native_handle()`;
}
function namesGlobalThere(program, file, g, there, fn) {
  if (fn.locals.has(g.name)) return false;
  if (there === file) return true;
  return !g.isStatic && there.globals.has(g.name) && program.globalFor(there, g.name)?.item === program.globals.get(g.name)?.item;
}
function includeHeddle(file) {
  return insertAt(file.path, { line: file.includeInsertLine, character: 0 }, '#include "heddle.h"\n');
}
function annotationEdits(file, after, annotation) {
  const edits = [];
  if (!file.includesHeddle) edits.push(includeHeddle(file));
  edits.push(insertAt(file.path, { line: after.declarationRange.end.line + 1, character: 0 }, `${annotation}
`));
  return edits;
}

// ../annotation-lint/src/c/rules/sticky-read.ts
init_define_HEDDLE_BUILD_INFO();
function stickyReadWhileThreadsRun(program) {
  const out2 = [];
  for (const { fn, event, state } of program.calls) {
    if (event.callee !== "heddle_set_sticky_read" || !othersMayRunNow(state)) continue;
    const start2 = program.threadStarts.get(fn.item.name);
    const why = program.threadCode.has(fn.item.name) ? `${fn.item.name}() runs in a thread${start2 ? ` (started at ${where(start2.file.path, start2.item.range, fn.file.path)})` : ""}` : `a thread may already run here (pthread_create comes before this call on some path to it, and no pthread_join of that thread since)`;
    out2.push(finding("sticky-read-while-threads-run", fn.file.path, event.range, `heddle_set_sticky_read must be called while no other thread runs, but ${why}: move it before the first pthread_create, or use heddle_acquire_read / HEDDLE_READ_SHARED`));
  }
  return out2;
}

// ../annotation-lint/src/c/source.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/dead-code.ts
init_define_HEDDLE_BUILD_INFO();
var DIRECTIVE = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif|define|undef)\b([^\n]*)$/gm;
function maskDeadCode(text, predefined, cpp) {
  if (!text.includes("#")) return text;
  const macros = new Map(predefined);
  if (!cpp) macros.delete("__cplusplus");
  else if (!macros.has("__cplusplus")) macros.set("__cplusplus", "201703L");
  const undefinedKnown = new Set(cpp ? [] : ["__cplusplus"]);
  const stack = [];
  const dead = [];
  let deadFrom;
  const live = () => stack.every((f) => f.branch !== "dead");
  const uncertain = () => stack.some((f) => f.branch === "unknown");
  const enter = (at3) => {
    if (!live()) deadFrom = at3;
  };
  const leave = (at3) => {
    if (deadFrom !== void 0) dead.push([deadFrom, at3]);
    deadFrom = void 0;
  };
  for (const m of text.matchAll(DIRECTIVE)) {
    const start2 = m.index;
    const end = start2 + m[0].length;
    const [, keyword, rest] = m;
    const argument = stripComments(rest).trim();
    switch (keyword) {
      case "define":
      case "undef": {
        if (!live()) break;
        const name2 = /^([A-Za-z_]\w*)(\(?)/.exec(argument);
        if (!name2 || name2[2]) break;
        macros.delete(name2[1]);
        undefinedKnown.delete(name2[1]);
        if (uncertain()) break;
        if (keyword === "undef") undefinedKnown.add(name2[1]);
        else if (!argument.endsWith("\\")) macros.set(name2[1], argument.slice(name2[1].length).trim() || "1");
        break;
      }
      case "if":
      case "ifdef":
      case "ifndef": {
        const branch = keyword === "if" ? truth(evaluate(argument, macros, undefinedKnown)) : definedBranch(argument, keyword === "ifndef", macros, undefinedKnown);
        leave(start2);
        stack.push({ branch, taken: branch });
        enter(end);
        break;
      }
      case "elif":
      case "else": {
        const frame = stack[stack.length - 1];
        if (!frame) break;
        leave(start2);
        const condition = keyword === "else" ? "live" : truth(evaluate(argument, macros, undefinedKnown));
        frame.branch = frame.taken === "live" ? "dead" : frame.taken === "unknown" ? condition === "dead" ? "dead" : "unknown" : condition;
        frame.taken = frame.taken === "live" || condition === "live" ? "live" : frame.taken === "unknown" || condition === "unknown" ? "unknown" : "dead";
        enter(end);
        break;
      }
      case "endif": {
        if (stack.length === 0) break;
        leave(start2);
        stack.pop();
        enter(end);
        break;
      }
    }
  }
  if (deadFrom !== void 0) dead.push([deadFrom, text.length]);
  if (dead.length === 0) return text;
  let out2 = "";
  let at2 = 0;
  for (const [from, to] of dead) {
    out2 += text.slice(at2, from) + text.slice(from, to).replace(/[^\n\r]/g, " ");
    at2 = to;
  }
  return out2 + text.slice(at2);
}
function stripComments(s) {
  return s.replace(/\/\*.*?\*\//g, " ").replace(/\/\/.*$/, "").replace(/\/\*.*$/, "");
}
function truth(value2) {
  return value2 === void 0 ? "unknown" : value2 !== 0 ? "live" : "dead";
}
function definedBranch(argument, negate, macros, undefinedKnown) {
  const name2 = /^[A-Za-z_]\w*$/.exec(argument)?.[0];
  if (!name2) return "unknown";
  const defined = macros.has(name2) ? true : undefinedKnown.has(name2) ? false : void 0;
  if (defined === void 0) return "unknown";
  return defined !== negate ? "live" : "dead";
}
function evaluate(expression, macros, undefinedKnown = /* @__PURE__ */ new Set()) {
  const tokens = expression.match(/0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|[A-Za-z_]\w*|&&|\|\||<<|>>|<=|>=|==|!=|[()!~\-+*/%<>&^|?:]|\S/g) ?? [];
  let i2 = 0;
  let unknown = false;
  const fail = () => {
    unknown = true;
    return 0;
  };
  const peek = () => tokens[i2];
  const next = () => tokens[i2++];
  const macroValue = (name2, depth) => {
    const value3 = macros.get(name2);
    if (value3 === void 0 || depth > 8) return fail();
    const inner = evaluate(value3, new Map([...macros].filter(([k]) => k !== name2)), undefinedKnown);
    return inner === void 0 ? fail() : inner;
  };
  const primary = () => {
    const t = next();
    if (t === void 0) return fail();
    if (t === "(") {
      const v = ternary();
      if (next() !== ")") return fail();
      return v;
    }
    if (t === "!") return primary() === 0 ? 1 : 0;
    if (t === "-") return -primary();
    if (t === "+") return primary();
    if (t === "~") return ~primary();
    if (/^\d/.test(t)) return Number.parseInt(t.replace(/[uUlL]+$/, ""), t.startsWith("0x") || t.startsWith("0X") ? 16 : 10);
    if (t === "defined") {
      const paren = peek() === "(";
      if (paren) next();
      const name2 = next();
      if (paren && next() !== ")") return fail();
      if (name2 === void 0) return fail();
      if (macros.has(name2)) return 1;
      return undefinedKnown.has(name2) ? 0 : fail();
    }
    if (/^[A-Za-z_]/.test(t)) {
      if (peek() === "(") return fail();
      return macroValue(t, 0);
    }
    return fail();
  };
  const LEVELS = [["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]];
  const binary2 = (level) => {
    if (level === LEVELS.length) return primary();
    let left = binary2(level + 1);
    while (LEVELS[level].includes(peek() ?? "")) {
      const op = next();
      const right = binary2(level + 1);
      left = apply(op, left, right) ?? fail();
    }
    return left;
  };
  const ternary = () => {
    const condition = binary2(0);
    if (peek() !== "?") return condition;
    next();
    const a = ternary();
    if (next() !== ":") return fail();
    const b = ternary();
    return condition !== 0 ? a : b;
  };
  const value2 = ternary();
  return unknown || i2 !== tokens.length ? void 0 : value2;
}
function apply(op, a, b) {
  switch (op) {
    case "||":
      return a !== 0 || b !== 0 ? 1 : 0;
    case "&&":
      return a !== 0 && b !== 0 ? 1 : 0;
    case "|":
      return a | b;
    case "^":
      return a ^ b;
    case "&":
      return a & b;
    case "==":
      return a === b ? 1 : 0;
    case "!=":
      return a !== b ? 1 : 0;
    case "<":
      return a < b ? 1 : 0;
    case ">":
      return a > b ? 1 : 0;
    case "<=":
      return a <= b ? 1 : 0;
    case ">=":
      return a >= b ? 1 : 0;
    case "<<":
      return a << b;
    case ">>":
      return a >> b;
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return b === 0 ? void 0 : Math.trunc(a / b);
    case "%":
      return b === 0 ? void 0 : a % b;
  }
  return void 0;
}

// ../annotation-lint/src/c/local-update.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/c/text-edit.ts
init_define_HEDDLE_BUILD_INFO();
var BLOCK = 1024;
function commonPrefix(a, b) {
  const max = Math.min(a.length, b.length);
  let n = 0;
  while (n + BLOCK <= max && a.slice(n, n + BLOCK) === b.slice(n, n + BLOCK)) n += BLOCK;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}
function commonSuffix(a, b, floor) {
  const max = Math.min(a.length, b.length) - floor;
  let n = 0;
  while (n + BLOCK <= max && a.slice(a.length - n - BLOCK, a.length - n) === b.slice(b.length - n - BLOCK, b.length - n)) n += BLOCK;
  while (n < max && a.charCodeAt(a.length - n - 1) === b.charCodeAt(b.length - n - 1)) n++;
  return n;
}
function pointAt(text, index, from = { row: 0, column: 0 }, fromIndex = 0) {
  let row = from.row;
  let lineStart = fromIndex - from.column;
  for (let i2 = text.indexOf("\n", fromIndex); i2 >= 0 && i2 < index; i2 = text.indexOf("\n", i2 + 1)) {
    row++;
    lineStart = i2 + 1;
  }
  return { row, column: index - lineStart };
}
function diffEdit(before2, after) {
  if (before2 === after) return void 0;
  const start2 = commonPrefix(before2, after);
  const suffix = commonSuffix(before2, after, start2);
  const oldEnd = before2.length - suffix;
  const newEnd = after.length - suffix;
  const startPosition = pointAt(before2, start2);
  return new Edit({
    startIndex: start2,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointAt(before2, oldEnd, startPosition, start2),
    newEndPosition: pointAt(after, newEnd, startPosition, start2)
  });
}

// ../annotation-lint/src/c/local-update.ts
var SELF_CONTAINED = /* @__PURE__ */ new Set(["function_definition", "declaration", "namespace_definition"]);
var WHITESPACE_INSENSITIVE = /* @__PURE__ */ new Set(["function_definition", "declaration", "expression_statement", "type_definition"]);
function updateSlots(before2, text, edit, reader, cpp = false) {
  const { slots } = before2;
  const i2 = firstEndingAfter(slots, edit.startIndex);
  const slot = slots[i2];
  const lineDelta = edit.newEndPosition.row - edit.oldEndPosition.row;
  const indexDelta = edit.newEndIndex - edit.oldEndIndex;
  let replaced;
  if (slot && slot.start < edit.startIndex && edit.oldEndIndex < slot.end) {
    const next = reread(before2, slot, text, indexDelta, reader, cpp);
    if (!next) return void 0;
    replaced = [next];
  } else if (whitespaceOnly(before2, text, edit, slots[i2 - 1], slot)) {
    replaced = slot ? [shiftSlot(slot, indexDelta, lineDelta)] : [];
  } else {
    return void 0;
  }
  const out2 = slots.slice(0, i2);
  out2.push(...replaced);
  for (let k = i2 + 1; k < slots.length; k++) out2.push(shiftSlot(slots[k], indexDelta, lineDelta));
  for (const s of [out2[i2], out2[i2 + 1]]) if (s && keyAt(text, s) !== s.key) return void 0;
  return out2;
}
function firstEndingAfter(slots, index) {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (slots[mid].end <= index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function keyAt(text, slot) {
  return slotKey(text, text.lastIndexOf("\n", slot.start - 1) + 1, slot.start, slot.end);
}
function whitespaceOnly(before2, text, edit, prev, next) {
  if (prev && (prev.end > edit.startIndex || !WHITESPACE_INSENSITIVE.has(prev.type)) || next && (next.start < edit.oldEndIndex || !WHITESPACE_INSENSITIVE.has(next.type))) return false;
  const gapStart = prev?.end ?? 0;
  const oldGap = before2.text.slice(gapStart, next?.start ?? before2.text.length);
  const newGap = text.slice(gapStart, next ? next.start + edit.newEndIndex - edit.oldEndIndex : text.length);
  return /^\s*$/.test(oldGap) && /^\s*$/.test(newGap);
}
function reread(before2, slot, text, indexDelta, reader, cpp) {
  const end = slot.end + indexDelta;
  if (reader.kind === "tree") {
    const root = reader.tree.rootNode;
    const n = root.firstNamedChildForIndex(slot.start);
    if (!n || n.startIndex !== slot.start || n.endIndex !== end || n.type !== slot.type || root.hasError) return void 0;
    return slotOf(n, text, void 0, false, cpp);
  }
  if (!SELF_CONTAINED.has(slot.type)) return void 0;
  const row = slot.part.base.row;
  const column = slot.start - (before2.text.lastIndexOf("\n", slot.start - 1) + 1);
  const tree = reader.parser.parse(text, null, {
    includedRanges: [{ startIndex: slot.start, endIndex: end, startPosition: { row, column }, endPosition: pointAt(text, end, { row, column }, slot.start) }]
  });
  if (!tree) return void 0;
  try {
    const root = tree.rootNode;
    const nodes = root.namedChildren;
    const n = nodes.length === 1 ? nodes[0] : void 0;
    if (!n || root.hasError || n.type !== slot.type || n.startIndex !== slot.start || n.endIndex !== end) return void 0;
    return slotOf(n, text, void 0, false, cpp);
  } finally {
    tree.delete();
  }
}

// ../annotation-lint/src/c/source.ts
var PARSE_CHUNK = 4096;
var NO_MACROS = /* @__PURE__ */ new Map();
function sameMacros(a, b) {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}
var CSource = class {
  constructor(parser, native, path, text, tree, macros = NO_MACROS, cpp = false) {
    this.parser = parser;
    this.native = native;
    this.path = path;
    this.text = text;
    this.macros = macros;
    this.cpp = cpp;
    this.given = text;
    this.text = maskDeadCode(text, macros, cpp);
    this.reset(this.text, this.text === text ? tree : void 0);
  }
  parser;
  native;
  path;
  text;
  macros;
  cpp;
  slots = [];
  errors = [];
  lineCount = 0;
  /** The current tree, or undefined while it lags behind the text (see `pending`). */
  current;
  ownsCurrent = false;
  /** The project's own last tree, already told about every edit since (tree.edit), waiting for a reparse. */
  pending;
  facts;
  /** The text as given; `text` is what is parsed: the same with code under a false #if blanked (dead-code.ts). */
  given;
  /** New macros from the build (a compile database's -D): the code they leave out changes. */
  setMacros(macros) {
    if (sameMacros(macros, this.macros)) return false;
    this.macros = macros;
    return this.updateParsed(maskDeadCode(this.given, macros, this.cpp));
  }
  /** Takes new text (and the caller's tree of it, if any); false when nothing changed. */
  update(text, tree) {
    this.given = text;
    const parsed = maskDeadCode(text, this.macros, this.cpp);
    return this.updateParsed(parsed, parsed === text ? tree : void 0);
  }
  updateParsed(text, tree) {
    const edit = diffEdit(this.text, text);
    if (!edit) {
      if (!tree || tree === this.current) return false;
      this.dispose();
      this.current = tree;
      return true;
    }
    if (this.ownsCurrent) this.pending = this.current;
    this.current = void 0;
    this.ownsCurrent = false;
    this.pending?.edit(edit);
    const local = this.errors.length === 0 ? updateSlots({ text: this.text, slots: this.slots }, text, edit, tree ? { kind: "tree", tree } : { kind: "parse", parser: this.parser }, this.cpp) : void 0;
    if (!local) {
      this.reset(text, tree);
      return true;
    }
    if (tree) {
      this.dispose();
      this.current = tree;
    }
    this.text = text;
    this.slots = local;
    this.lineCount += edit.newEndPosition.row - edit.oldEndPosition.row;
    this.facts = assembleFacts(this.path, this.slots, this.lineCount, this.errors, this.facts, this.cpp);
    return true;
  }
  /** The tree of the current text; a lagging own tree is reparsed incrementally first. */
  tree() {
    this.current ??= this.parse(this.text);
    return this.current;
  }
  /** Frees the project's own trees (a caller's tree stays the caller's). */
  dispose() {
    if (this.ownsCurrent) this.current?.delete();
    this.pending?.delete();
    this.current = void 0;
    this.pending = void 0;
    this.ownsCurrent = false;
  }
  /**
   * Whole-file path: the given tree, an incremental reparse of the pending tree, or a fresh parse (native
   * when available); facts reused for unchanged top-level nodes.
   */
  reset(text, tree) {
    if (tree) this.dispose();
    if (!tree && !this.pending && this.native?.reads(this.cpp ? "cpp" : "c") && this.slots.length === 0) {
      this.dispose();
      this.readNatively(text);
    } else {
      const next = tree ?? this.parse(text);
      this.current = next;
      this.ownsCurrent = !tree;
      this.slots = slotsFromTree(next.rootNode, text, this.slots, this.cpp);
      this.errors = syntaxErrors(next.rootNode);
    }
    this.text = text;
    this.lineCount = countLines(text);
    this.facts = assembleFacts(this.path, this.slots, this.lineCount, this.errors, void 0, this.cpp);
  }
  /**
   * Slots and syntax errors from the native parser (a first read: no earlier slots to reuse). A big text
   * comes in pieces: the facts of one piece are read while the next is still being parsed on another thread.
   */
  readNatively(text) {
    const pieces = this.native.parseInPieces(text, this.cpp ? "cpp" : "c");
    try {
      const slots = slotsFromTree(pieces.first.rootNode, text, [], this.cpp);
      for (let piece = pieces.next(); piece; piece = pieces.next()) {
        if (piece.whole) {
          this.slots = slotsFromTree(piece.tree.rootNode, text, [], this.cpp);
          this.errors = syntaxErrors(piece.tree.rootNode);
          return;
        }
        slots.push(...slotsFromTree(piece.tree.rootNode, text, [], this.cpp));
      }
      this.slots = slots;
      this.errors = syntaxErrors(pieces.first.rootNode);
    } finally {
      pieces.done();
    }
  }
  /** Parses `text` with the project's parser, reusing the pending tree; the result is owned here. */
  parse(text) {
    const tree = this.parser.parse((index) => text.slice(index, index + PARSE_CHUNK), this.pending ?? null);
    if (!tree) throw new Error(`annotation-lint: tree-sitter could not parse ${this.path}`);
    this.pending?.delete();
    this.pending = void 0;
    this.ownsCurrent = true;
    return tree;
  }
};

// ../annotation-lint/src/filter/check.ts
init_define_HEDDLE_BUILD_INFO();
import { posix } from "node:path";

// ../annotation-lint/src/filter/deadlock.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/filter/operands.ts
init_define_HEDDLE_BUILD_INFO();
function regionsOf(c) {
  return c.kind === "mutualExclusion" ? c.regions : c.kind === "unilateralExclusion" ? [c.region] : [];
}
function eventsOf(c) {
  if (c.kind === "executionOrder") return c.events;
  return regionsOf(c).flatMap((r) => r.kind === "codeRegion" ? [...r.entries, ...r.exits] : []);
}

// ../annotation-lint/src/filter/deadlock.ts
var pointOf = (e) => `${e.file}:${e.line - 1}`;
var Extents = class {
  constructor(sources) {
    this.sources = sources;
    for (const file of sources) {
      for (const fn of file.functions) {
        listIn(this.byName, fn.name).push({ file, fn });
        for (const call of callsIn(fn.body)) listIn(this.callSites, call.callee).push({ file: file.path, row: call.range.start.line });
      }
    }
  }
  sources;
  byName = /* @__PURE__ */ new Map();
  callSites = /* @__PURE__ */ new Map();
  of(region2) {
    const own = [];
    if (region2.kind === "functionRegion") for (const at2 of this.byName.get(region2.name) ?? []) own.push({ at: at2, span: wholeSpan(at2) });
    else for (const entry of region2.entries) {
      const at2 = this.codeSpan(entry, region2.exits);
      if (at2) own.push(at2);
    }
    const callees = this.calleesOf(own);
    const may = [...own.map((o) => o.span), ...[...callees.values()].flat().map(wholeSpan)];
    const only = own.map((o) => o.span);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name2, at2] of callees) {
        const sites = this.callSites.get(name2) ?? [];
        if (sites.length === 0 || !sites.every((site) => within(only, site.file, site.row))) continue;
        for (const a of at2) only.push(wholeSpan(a));
        callees.delete(name2);
        grew = true;
      }
    }
    return { may, only };
  }
  /** The functions called from the given spans, transitively, by name (a worklist: call chains may be long). */
  calleesOf(own) {
    const found = /* @__PURE__ */ new Map();
    const work = [...own];
    while (work.length > 0) {
      const { at: at2, span: span2 } = work.pop();
      for (const call of callsIn(at2.fn.body)) {
        const row = call.range.start.line;
        const defs = this.byName.get(call.callee);
        if (row < span2.first || row > span2.last || !defs || found.has(call.callee)) continue;
        found.set(call.callee, defs);
        for (const d of defs) work.push({ at: d, span: wholeSpan(d) });
      }
    }
    return found;
  }
  /** From an entry's line through the first exit line after it in the same function (or the function's end). */
  codeSpan(entry, exits) {
    const file = this.sources.find((s) => s.path === entry.file);
    const first = entry.line - 1;
    const fn = file?.functions.find((f) => f.range.start.line <= first && first <= f.range.end.line);
    if (!file || !fn) return void 0;
    const exitRows = exits.filter((x) => x.file === entry.file).map((x) => x.line - 1).filter((row) => row >= first && row <= fn.range.end.line);
    return { at: { file, fn }, span: { file: file.path, first, last: exitRows.length > 0 ? Math.min(...exitRows) : fn.range.end.line } };
  }
};
function listIn(map, key) {
  let list = map.get(key);
  if (!list) map.set(key, list = []);
  return list;
}
function wholeSpan(at2) {
  return { file: at2.file.path, first: at2.fn.range.start.line, last: at2.fn.range.end.line };
}
function within(spans, file, row) {
  return spans.some((s) => s.file === file && s.first <= row && row <= s.last);
}
function inside(spans, p) {
  const cut = p.lastIndexOf(":");
  return within(spans, p.slice(0, cut), Number(p.slice(cut + 1)));
}
function awaitedThrough(byWaiter, first) {
  const before2 = /* @__PURE__ */ new Map([[first.awaited, void 0]]);
  const order = [first.awaited];
  for (let at2 = 0; at2 < order.length; at2++) {
    const p = order[at2];
    for (const w of byWaiter.get(p) ?? []) {
      if (before2.has(w.awaited)) continue;
      if (w.awaited === first.waiter) return void 0;
      before2.set(w.awaited, p);
      order.push(w.awaited);
    }
  }
  const via = (p) => {
    const chain = [];
    for (let q = before2.get(p); q !== void 0; q = before2.get(q)) chain.push(q);
    return chain.reverse();
  };
  return { order, via };
}
function textAt(text, range2) {
  return (text.split("\n")[range2.start.line] ?? "").slice(range2.start.character, range2.end.character);
}
function exclusionDeadlocks(input) {
  const { constraints, resolved } = input;
  const waits = [];
  const shown = /* @__PURE__ */ new Map();
  for (const c of constraints) {
    const r = resolved.get(c);
    if (r.kind !== "executionOrder" || c.kind !== "executionOrder") continue;
    r.events.forEach((e, i2) => {
      if (!shown.has(pointOf(e))) shown.set(pointOf(e), `${c.events[i2].file}:${e.line}`);
    });
    for (let i2 = 0; i2 + 1 < r.events.length; i2++) waits.push({ waiter: pointOf(r.events[i2 + 1]), awaited: pointOf(r.events[i2]), order: c });
  }
  const exclusions = constraints.filter((c) => c.kind !== "executionOrder");
  if (waits.length === 0 || exclusions.length === 0) return [];
  const extents = new Extents(input.sources);
  const byWaiter = /* @__PURE__ */ new Map();
  for (const w of waits) listIn(byWaiter, w.waiter).push(w);
  const chains = /* @__PURE__ */ new Map();
  const chainsOf = (w) => chains.has(w) ? chains.get(w) : chains.set(w, awaitedThrough(byWaiter, w)).get(w);
  const out2 = [];
  for (const x of exclusions) {
    const regions = regionsOf(resolved.get(x)).map((region2) => extents.of(region2));
    const reported = /* @__PURE__ */ new Set();
    for (const w of waits) {
      if (reported.has(w.order)) continue;
      const mine = regions.filter((extent) => inside(extent.may, w.waiter));
      if (mine.length === 0) continue;
      const chain = chainsOf(w);
      for (const awaited of chain?.order ?? []) {
        if (mine.some((extent) => inside(extent.may, awaited))) continue;
        const held = x.kind === "unilateralExclusion" ? void 0 : regions.findIndex((extent) => inside(extent.only, awaited));
        if (held === -1) continue;
        reported.add(w.order);
        const show = (p) => shown.get(p) ?? p;
        out2.push(deadlockFinding(input, w, x, { waiter: regions.indexOf(mine[0]), held }, { waiter: show(w.waiter), awaited: show(awaited), via: chain.via(awaited).map(show) }));
        break;
      }
    }
  }
  return out2;
}
function deadlockFinding(input, w, x, at2, shown) {
  const regions = regionsOf(x);
  const region2 = textAt(input.text, regions[at2.waiter].range);
  const chain = shown.via.length > 0 ? ` (through ${shown.via.join(", ")})` : "";
  const blocked = at2.held === void 0 ? `${region2} <> * pauses every other thread, so no other thread can run ${shown.awaited}` : `${shown.awaited} runs inside ${textAt(input.text, regions[at2.held].range)}, which no thread can enter while another is inside ${region2} (one lock serves every region of that exclusion)`;
  const kind = at2.held === void 0 ? "unilateral exclusion" : "mutual exclusion";
  return finding(
    "filter-exclusion-deadlock",
    input.path,
    w.order.range,
    `this execution order (${textAt(input.text, w.order.range)}) may deadlock with the ${kind} ${textAt(input.text, x.range)} at ${where(input.path, x.range, input.path)}: ${shown.waiter} waits inside ${region2} for ${shown.awaited}${chain}, but ${blocked}; move the waiting event out of the region (or the awaited one out of the excluded code), or remove one of the two constraints`,
    [],
    [{ file: input.path, range: x.range, message: textAt(input.text, x.range) }]
  );
}

// ../annotation-lint/src/filter/names.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/filter/expr-children.ts
init_define_HEDDLE_BUILD_INFO();
function childExprs(e) {
  switch (e.kind) {
    case "number":
    case "name":
      return [];
    case "binary":
      return [e.left, e.right];
    case "unary":
      return [e.operand];
    case "index":
      return [e.base, e.index];
    case "field":
      return [e.base];
    case "call":
      return [e.callee, ...e.args];
  }
}

// ../annotation-lint/src/filter/names.ts
function namesIn(e, out2 = []) {
  if (e.kind === "name") {
    if (e.name !== "this") out2.push({ name: e.name, range: e.range });
  } else if (e.kind !== "call") {
    for (const c of childExprs(e)) namesIn(c, out2);
  } else {
    for (const a of e.args) namesIn(a, out2);
  }
  return out2;
}
function valueNames(e, out2 = []) {
  switch (e.kind) {
    case "name":
      if (e.name !== "this") out2.push({ name: e.name, range: e.range });
      return out2;
    case "unary":
      return e.op === "&" ? placeNames(e.operand, out2) : valueNames(e.operand, out2);
    case "field":
      return e.op === "." ? placeNames(e.base, out2) : valueNames(e.base, out2);
    case "call":
      for (const a of e.args) valueNames(a, out2);
      return out2;
    default:
      for (const c of childExprs(e)) valueNames(c, out2);
      return out2;
  }
}
function placeNames(e, out2) {
  if (e.kind === "name") return out2;
  if (e.kind === "field" && e.op === ".") return placeNames(e.base, out2);
  return valueNames(e, out2);
}

// ../annotation-lint/src/filter/print.ts
init_define_HEDDLE_BUILD_INFO();
function printExpr(e) {
  switch (e.kind) {
    case "number":
      return e.text;
    case "name":
      return e.name;
    case "binary":
      return `(${printExpr(e.left)} ${e.op} ${printExpr(e.right)})`;
    case "unary":
      return `${e.op}${printExpr(e.operand)}`;
    case "index":
      return `${printExpr(e.base)}[${printExpr(e.index)}]`;
    case "field":
      return `${printExpr(e.base)}${e.op}${e.field}`;
    case "call":
      return `${printExpr(e.callee)}(${e.args.map(printExpr).join(", ")})`;
  }
}
function printEventPoint(e) {
  return `${e.file}:${e.line}${e.expr ? ` (${printExpr(e.expr)})` : ""}`;
}
function printEvent(e) {
  return `${printEventPoint(e)}${e.count ? ` {${printExpr(e.count)}}` : ""}`;
}
function printRegion(r) {
  if (r.kind === "functionRegion") return `${r.name}${r.args ? `(${r.args.map(printExpr).join(", ")})` : ""}`;
  return `{${r.entries.map(printEvent).join(", ")}; ${r.exits.map(printEvent).join(", ")}}`;
}
function printConstraint(c) {
  switch (c.kind) {
    case "executionOrder":
      return c.events.map(printEvent).join(" > ");
    case "mutualExclusion":
      return c.regions.map(printRegion).sort().join(" <> ");
    case "unilateralExclusion":
      return `${printRegion(c.region)} <> *`;
  }
}

// ../annotation-lint/src/filter/check.ts
function globalIn(input, file, name2) {
  return file?.globals.get(name2) ?? input.sources.map((s) => s.globals.get(name2)).find((g) => g !== void 0 && !g.isStatic);
}
function visibleNames(input, scope) {
  const names = new Set(input.sources.flatMap((s) => [...s.globals.values()].filter((g) => !g.isStatic || s === scope.file).map((g) => g.name)));
  for (const n of scope.fn?.locals.keys() ?? []) names.add(n);
  return names;
}
function declared(input, scope, name2) {
  return scope.fn?.locals.get(name2) ?? globalIn(input, scope.file, name2);
}
function checkPrimitive(input, e, scope, out2) {
  for (const use of valueNames(e)) {
    const d = declared(input, scope, use.name);
    if (!d || d.pointer || d.array || !/^(struct|union)\b/.test(d.typeText)) continue;
    out2.push(finding(
      "filter-expression",
      input.path,
      use.range,
      `'${use.name}' is a ${d.typeText}, not a primitive value (LOOM \xA73.3 evaluates constants and primitive variables): use its address &${use.name} to name the object, or one of its fields (${use.name}.f)`,
      [{ description: `Use &${use.name}`, edits: [replaceRange(input.path, use.range, `&${use.name}`)] }]
    ));
  }
}
function checkNames(input, exprs, scope, where2, out2) {
  if (!exprs.some((e) => e !== void 0)) return;
  const visible = visibleNames(input, scope);
  for (const e of exprs) {
    if (!e) continue;
    checkPrimitive(input, e, scope, out2);
    for (const use of namesIn(e)) {
      if (visible.has(use.name)) continue;
      const guess = closest(use.name, visible);
      const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, use.range, guess)] }] : [];
      out2.push(finding("filter-unknown-variable", input.path, use.range, `'${use.name}' is not a variable ${where2}${guess ? `; did you mean ${guess}?` : ": name a global, or a parameter or local of that function"}`, fixes));
    }
  }
}
function checkFilter(input) {
  const out2 = [];
  for (const d of input.parsed.diagnostics) {
    const rule2 = d.code.startsWith("expr-") ? "filter-expression" : "filter-syntax";
    out2.push(finding(rule2, input.path, d.range, `${d.message} [${d.code}]`));
  }
  for (const c of input.parsed.ast.constraints) {
    for (const e of eventsOf(c)) {
      if (e.count?.kind === "number" && Number(e.count.text.replace(/[uUlL]+$/, "")) === 0) {
        out2.push(finding("filter-expression", input.path, e.count.range, `an occurrence count of 0 cannot be reached (each occurrence counts 1/n): use n >= 1`));
      }
      checkEvent(input, e, out2);
    }
    for (const r of regionsOf(c)) if (r.kind === "functionRegion") checkFunction2(input, r, out2);
  }
  const fileOf = fileResolver(input);
  const resolved = new Map(input.parsed.ast.constraints.map((c) => [c, resolvedCopy(c, fileOf)]));
  duplicates(input, resolved, out2);
  contradictions(input, resolved, out2);
  out2.push(...exclusionDeadlocks({ path: input.path, text: input.text, constraints: input.parsed.ast.constraints, resolved, sources: input.sources }));
  return out2;
}
function resolveEventFile(filterPath, file, sources) {
  const relative4 = posix.normalize(posix.join(posix.dirname(filterPath), file));
  return sources.find((s) => s.path === file || s.path === relative4 || s.path.endsWith(`/${file}`));
}
function checkEvent(input, e, out2) {
  const source = resolveEventFile(input.path, e.file, input.sources);
  if (!source) {
    const guess = closest(posix.basename(e.file), input.sources.map((s) => posix.basename(s.path)));
    const fixes2 = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, e.fileRange, guess)] }] : [];
    const hint = guess ? `did you mean ${guess}?` : input.sources.length > 0 ? "lint the file too, or correct the name" : "no C sources were linted with this filter";
    out2.push(finding("filter-unknown-file", input.path, e.fileRange, `no linted C source is '${e.file}': ${hint}`, fixes2));
    return;
  }
  const row = e.line - 1;
  if (source.statementRows.has(row)) {
    const fn = source.functions.find((f) => f.range.start.line <= row && row <= f.range.end.line);
    checkNames(input, [e.expr, e.count], { file: source, fn }, `visible at ${source.path}:${e.line}${fn ? ` (in ${fn.name}())` : ""}`, out2);
    return;
  }
  const nearest = nearestStatementRow(source.statementRows, row);
  const fixes = nearest === void 0 ? [] : [{ description: `Use line ${nearest + 1}`, edits: [replaceRange(input.path, e.lineRange, String(nearest + 1))] }];
  const what = e.line > source.lineCount ? `${source.path} has only ${source.lineCount} lines` : `line ${e.line} of ${source.path} does not begin a statement inside a function`;
  out2.push(finding("filter-line-not-statement", input.path, e.lineRange, `${what}; point the event at the first line of a statement${nearest === void 0 ? "" : ` (nearest: line ${nearest + 1})`}`, fixes));
}
function nearestStatementRow(rows, row) {
  let best;
  for (const r of rows) if (best === void 0 || Math.abs(r - row) < Math.abs(best - row) || Math.abs(r - row) === Math.abs(best - row) && r < best) best = r;
  return best;
}
function checkFunction2(input, r, out2) {
  if (input.functionNames.has(r.name)) {
    const file = input.sources.find((s) => s.functions.some((f) => f.name === r.name));
    const fn = file?.functions.find((f) => f.name === r.name);
    checkNames(input, r.args ?? [], { file, fn }, `visible in ${r.name}()`, out2);
    return;
  }
  const guess = closest(r.name, input.functionNames);
  const fixes = guess ? [{ description: `Replace with ${guess}`, edits: [replaceRange(input.path, r.nameRange, guess)] }] : [];
  out2.push(finding("filter-unknown-function", input.path, r.nameRange, `no linted C source defines a function '${r.name}'${guess ? `; did you mean ${guess}?` : ": correct the name, or lint the file that defines it"}`, fixes));
}
function deletionRange(lines, c) {
  const line2 = lines[c.range.start.line] ?? "";
  const rest = line2.slice(0, c.range.start.character).trim() + line2.slice(c.range.end.character).replace(/\/\/.*$/, "").trim();
  if (rest === "" || rest === ";") return { start: { line: c.range.start.line, character: 0 }, end: { line: c.range.start.line + 1, character: 0 } };
  return c.range;
}
function resolvedCopy(c, fileOf) {
  const event = (e) => ({ ...e, file: fileOf(e.file) });
  const byText = (a, b) => printEvent(a).localeCompare(printEvent(b));
  const region2 = (r) => r.kind === "codeRegion" ? { ...r, entries: r.entries.map(event).sort(byText), exits: r.exits.map(event).sort(byText) } : r;
  switch (c.kind) {
    case "executionOrder":
      return { ...c, events: c.events.map(event) };
    case "mutualExclusion":
      return { ...c, regions: c.regions.map(region2) };
    case "unilateralExclusion":
      return { ...c, region: region2(c.region) };
  }
}
function fileResolver(input) {
  const known = /* @__PURE__ */ new Map();
  return (file) => {
    let path = known.get(file);
    if (path === void 0) known.set(file, path = resolveEventFile(input.path, file, input.sources)?.path ?? posix.normalize(file));
    return path;
  };
}
function duplicates(input, resolved, out2) {
  const seen = /* @__PURE__ */ new Map();
  let lines;
  for (const c of input.parsed.ast.constraints) {
    const key = printConstraint(resolved.get(c));
    const first = seen.get(key);
    if (!first) {
      seen.set(key, c);
      continue;
    }
    out2.push(finding(
      "filter-duplicate-constraint",
      input.path,
      c.range,
      `this constraint repeats the one at ${where(input.path, first.range, input.path)}; remove it`,
      [{ description: "Remove the duplicate constraint", edits: [replaceRange(input.path, deletionRange(lines ??= input.text.split("\n"), c), "")] }],
      [{ file: input.path, range: first.range, message: "first stated here" }]
    ));
  }
}
var CYCLE_NAMED_MAX = 10;
function contradictions(input, resolved, out2) {
  const ids = /* @__PURE__ */ new Map();
  const id = (point) => ids.get(point) ?? ids.set(point, ids.size).get(point);
  const edges = [];
  for (const c of input.parsed.ast.constraints) {
    const r = resolved.get(c);
    if (r.kind !== "executionOrder") continue;
    const points = r.events.map((e) => id(printEventPoint(e)));
    for (let i2 = 0; i2 + 1 < points.length; i2++) edges.push({ from: points[i2], to: points[i2 + 1], c });
  }
  if (edges.length === 0) return;
  const component = components(ids.size, edges);
  const cycles = /* @__PURE__ */ new Map();
  for (const e of edges) {
    if (component[e.from] !== component[e.to]) continue;
    const cycle = cycles.get(component[e.from]) ?? /* @__PURE__ */ new Set();
    cycles.set(component[e.from], cycle.add(e.c));
  }
  const places = /* @__PURE__ */ new Map();
  const place2 = (c) => places.get(c) ?? places.set(c, { at: where(input.path, c.range, input.path), related: { file: input.path, range: c.range, message: printConstraint(c) } }).get(c);
  const at2 = (c) => place2(c).at;
  for (const members of cycles.values()) {
    const list = [...members];
    list.forEach((c, i2) => {
      const more = list.length - 1 - CYCLE_NAMED_MAX;
      const others = more > 0 ? Array.from({ length: CYCLE_NAMED_MAX }, (_, k) => list[(i2 + 1 + k) % list.length]) : list.filter((o) => o !== c);
      const named = others.map(at2).join(", ") + (more > 0 ? ` and ${more} more execution orders of the same cycle` : "");
      const message = others.length === 0 ? `this execution order makes an event wait for itself (${printConstraint(c)}): it would deadlock; remove or correct it` : `this execution order contradicts ${named}: together they form a cycle, so the events would wait for each other forever; remove or reverse one`;
      out2.push(finding("filter-contradictory-constraint", input.path, c.range, message, [], others.map((o) => place2(o).related)));
    });
  }
}
function components(count, edges) {
  const start2 = new Int32Array(count + 1);
  for (const e of edges) start2[e.from + 1]++;
  for (let n = 0; n < count; n++) start2[n + 1] += start2[n];
  const next = new Int32Array(edges.length);
  const fill = start2.slice(0, count);
  for (const e of edges) next[fill[e.from]++] = e.to;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const component = new Int32Array(count).fill(-1);
  const onStack = new Uint8Array(count);
  const stack = new Int32Array(count);
  const call = new Int32Array(count);
  const cursor = new Int32Array(count);
  let visited = 0;
  let top = 0;
  let components2 = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    const enter = (n) => {
      index[n] = low[n] = visited++;
      stack[top++] = n;
      onStack[n] = 1;
      cursor[n] = start2[n];
      call[depth++] = n;
    };
    enter(root);
    while (depth > 0) {
      const n = call[depth - 1];
      if (cursor[n] < start2[n + 1]) {
        const m2 = next[cursor[n]++];
        if (index[m2] === -1) enter(m2);
        else if (onStack[m2]) low[n] = Math.min(low[n], index[m2]);
        continue;
      }
      depth--;
      if (depth > 0) {
        const parent = call[depth - 1];
        low[parent] = Math.min(low[parent], low[n]);
      }
      if (low[n] !== index[n]) continue;
      let m;
      do {
        m = stack[--top];
        onStack[m] = 0;
        component[m] = components2;
      } while (m !== n);
      components2++;
    }
  }
  return component;
}

// ../annotation-lint/src/filter/parser.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/filter/cursor.ts
init_define_HEDDLE_BUILD_INFO();
var MAX_EXPRESSION_PARTS = 1e3;
var LineCursor = class {
  constructor(text, line2, end) {
    this.text = text;
    this.line = line2;
    this.end = end;
  }
  text;
  line;
  end;
  pos = 0;
  /** Expression parts parsed in the current constraint (see MAX_EXPRESSION_PARTS). */
  expressionParts = 0;
  at(offset) {
    return { line: this.line, character: offset };
  }
  range(from, to = this.pos) {
    return { start: this.at(from), end: this.at(to) };
  }
  peek(ahead = 0) {
    const i2 = this.pos + ahead;
    return i2 < this.end ? this.text[i2] : "";
  }
  atEnd() {
    return this.pos >= this.end;
  }
  skipSpaces() {
    while (this.pos < this.end && (this.text[this.pos] === " " || this.text[this.pos] === "	" || this.text[this.pos] === "\r")) this.pos++;
  }
  /** Consumes `s` when it comes next (after spaces). */
  eat(s) {
    this.skipSpaces();
    if (this.text.startsWith(s, this.pos) && this.pos + s.length <= this.end) {
      this.pos += s.length;
      return true;
    }
    return false;
  }
  lookingAt(s) {
    this.skipSpaces();
    return this.text.startsWith(s, this.pos) && this.pos + s.length <= this.end;
  }
  /** Consumes the longest run of characters matching `re` (a one-character class). */
  takeWhile(re) {
    const start2 = this.pos;
    while (this.pos < this.end && re.test(this.text[this.pos])) this.pos++;
    return this.text.slice(start2, this.pos);
  }
  /** Counts one expression part; fails once the constraint has more than MAX_EXPRESSION_PARTS. */
  spendExpressionPart() {
    if (++this.expressionParts > MAX_EXPRESSION_PARTS) {
      throw new FilterSyntaxError("syntax", `expression too long or too deeply nested (over ${MAX_EXPRESSION_PARTS} parts): simplify it`, this.range(this.pos, Math.min(this.pos + 1, this.end)));
    }
  }
  /** Describes what comes next, for "expected X, found Y" messages. */
  describeNext() {
    this.skipSpaces();
    if (this.atEnd()) return "the end of the line";
    return `'${this.text[this.pos]}'`;
  }
};
var FilterSyntaxError = class extends Error {
  constructor(code, message, range2) {
    super(message);
    this.code = code;
    this.range = range2;
  }
  code;
  range;
};
var CLOSING = { "(": ")", "[": "]", "{": "}" };
function requireClosed(c, openAt) {
  const open = c.text[openAt];
  const close = CLOSING[open];
  let depth = 0;
  for (let i2 = openAt; i2 < c.end; i2++) {
    if (c.text[i2] === open) depth++;
    else if (c.text[i2] === close && --depth === 0) return i2;
  }
  throw new FilterSyntaxError("unclosed", `'${open}' is not closed on this line: add '${close}' (a constraint cannot span lines)`, c.range(openAt, openAt + 1));
}

// ../annotation-lint/src/filter/expression.ts
init_define_HEDDLE_BUILD_INFO();
var BINARY_PRECEDENCE = [
  ["||", 1],
  ["&&", 2],
  ["==", 6],
  ["!=", 6],
  ["<=", 7],
  [">=", 7],
  ["<<", 8],
  [">>", 8],
  ["|", 3],
  ["^", 4],
  ["&", 5],
  ["<", 7],
  [">", 7],
  ["+", 9],
  ["-", 9],
  ["*", 10],
  ["/", 10],
  ["%", 10]
];
var UNARY = ["&", "*", "-", "+", "!", "~"];
var IDENT_START = /[A-Za-z_]/;
var IDENT_CHAR = /[A-Za-z0-9_]/;
function parseExpression(c) {
  return parseBinary(c, 1);
}
function nextBinaryOperator(c) {
  c.skipSpaces();
  const found = BINARY_PRECEDENCE.find(([op]) => c.text.startsWith(op, c.pos) && c.pos + op.length <= c.end);
  if (found && found[0] === "-" && c.peek(1) === ">") return void 0;
  return found;
}
function parseBinary(c, minPrecedence) {
  let left = parseUnary(c);
  for (; ; ) {
    const op = nextBinaryOperator(c);
    if (!op || op[1] < minPrecedence) return left;
    c.spendExpressionPart();
    c.pos += op[0].length;
    const right = parseBinary(c, op[1] + 1);
    left = { kind: "binary", op: op[0], left, right, range: { start: left.range.start, end: right.range.end } };
  }
}
function parseUnary(c) {
  c.spendExpressionPart();
  c.skipSpaces();
  const start2 = c.pos;
  const op = UNARY.find((u) => c.peek() === u);
  if (op) {
    c.pos++;
    const operand = parseUnary(c);
    return { kind: "unary", op, operand, range: c.range(start2, operand.range.end.character) };
  }
  return parsePostfix(c);
}
function parsePostfix(c) {
  let e = parsePrimary(c);
  const start2 = e.range.start.character;
  for (; ; ) {
    c.spendExpressionPart();
    if (c.eat("[")) {
      requireClosed(c, c.pos - 1);
      const index = parseExpression(c);
      expectClose(c, "]");
      e = { kind: "index", base: e, index, range: c.range(start2) };
    } else if (c.lookingAt("->") || c.lookingAt(".")) {
      const op = c.peek() === "." ? "." : "->";
      c.pos += op.length;
      c.skipSpaces();
      const field = c.takeWhile(IDENT_CHAR);
      if (!field || !IDENT_START.test(field)) {
        throw new FilterSyntaxError("syntax", `expected a field name after '${op}', found ${c.describeNext()}`, c.range(c.pos, c.pos));
      }
      e = { kind: "field", op, base: e, field, range: c.range(start2) };
    } else if (c.eat("(")) {
      requireClosed(c, c.pos - 1);
      const args2 = parseArguments(c, ")");
      e = { kind: "call", callee: e, args: args2, range: c.range(start2) };
    } else {
      return e;
    }
  }
}
function parsePrimary(c) {
  c.skipSpaces();
  const start2 = c.pos;
  if (c.eat("(")) {
    requireClosed(c, c.pos - 1);
    const inner = parseExpression(c);
    expectClose(c, ")");
    return inner;
  }
  if (/[0-9]/.test(c.peek())) {
    const text = c.takeWhile(/[0-9A-Za-z_]/);
    if (!/^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uU]?[lL]{0,2}|[lL]{1,2}[uU])$/.test(text)) {
      throw new FilterSyntaxError("syntax", `'${text}' is not an integer constant`, c.range(start2));
    }
    return { kind: "number", text, range: c.range(start2) };
  }
  if (IDENT_START.test(c.peek())) {
    let name2 = c.takeWhile(IDENT_CHAR);
    while (c.text.startsWith("::", c.pos) && IDENT_START.test(c.text[c.pos + 2] ?? "")) {
      c.pos += 2;
      name2 += "::" + c.takeWhile(IDENT_CHAR);
    }
    return { kind: "name", name: name2, range: c.range(start2) };
  }
  throw new FilterSyntaxError("syntax", `expected an expression, found ${c.describeNext()}`, c.range(c.pos, c.pos));
}
function parseArguments(c, close) {
  const args2 = [];
  if (c.eat(close)) return args2;
  for (; ; ) {
    args2.push(parseExpression(c));
    if (c.eat(",")) continue;
    expectClose(c, close);
    return args2;
  }
}
function expectClose(c, close) {
  if (c.eat(close)) return;
  c.skipSpaces();
  throw new FilterSyntaxError("syntax", `expected '${close}', found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
}

// ../annotation-lint/src/filter/expression-rules.ts
init_define_HEDDLE_BUILD_INFO();
var ALLOWED = "allowed are constants, variables, a+b, &a, &a[i] and &a->f (LOOM \xA73.3)";
function checkExpression(e) {
  const out2 = [];
  value(e, out2);
  return out2;
}
function value(e, out2) {
  switch (e.kind) {
    case "number":
    case "name":
      return;
    case "binary":
      if (e.op !== "+") {
        out2.push({ code: "expr-operator", message: `operator '${e.op}' is not allowed in a filter expression; ${ALLOWED}`, range: e.range });
      }
      value(e.left, out2);
      value(e.right, out2);
      return;
    case "unary":
      if (e.op === "&") return place(e.operand, out2);
      if (e.op === "*") {
        out2.push({ code: "expr-dereference", message: `'*' dereferences a pointer, which a filter expression must not do; ${ALLOWED}`, range: e.range });
      } else {
        out2.push({ code: "expr-operator", message: `operator '${e.op}' is not allowed in a filter expression; ${ALLOWED}`, range: e.range });
      }
      return value(e.operand, out2);
    case "index":
      out2.push({ code: "expr-dereference", message: `'${printExpr(e)}' reads through a pointer, which a filter expression must not do; take its address instead ('&${printExpr(e)}')`, range: e.range });
      value(e.base, out2);
      return value(e.index, out2);
    case "field":
      if (e.op === "->") {
        out2.push({ code: "expr-dereference", message: `'${printExpr(e)}' reads through a pointer, which a filter expression must not do; take its address instead ('&${printExpr(e)}')`, range: e.range });
      }
      return value(e.base, out2);
    case "call":
      out2.push({ code: "expr-call", message: `a filter expression must not call a function; ${ALLOWED}`, range: e.range });
      for (const a of e.args) value(a, out2);
      return;
  }
}
function place(e, out2) {
  switch (e.kind) {
    case "name":
      return;
    case "field":
      return e.op === "." ? place(e.base, out2) : value(e.base, out2);
    case "index":
      value(e.base, out2);
      return value(e.index, out2);
    case "unary":
      if (e.op === "*") return value(e, out2);
      break;
  }
  out2.push({ code: "expr-operator", message: `'&' needs a variable, an element (&a[i]) or a field (&a->f); ${ALLOWED}`, range: e.range });
  value(e, out2);
}

// ../annotation-lint/src/filter/parser.ts
function record(p, err2) {
  p.found.push({ code: err2.code, message: err2.message, range: err2.range });
  p.broken = true;
}
var byStart = (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
var WORD_CHAR = /[A-Za-z0-9_.\/+\-~]/;
var QUALIFIED_NAME = /^~?[A-Za-z_][A-Za-z0-9_]*(::~?[A-Za-z_][A-Za-z0-9_]*)*$/;
var MAX_LINE = 2 ** 31 - 1;
function parseFilter(text) {
  const constraints = [];
  const diagnostics = [];
  text.split("\n").forEach((lineText, line2) => {
    const comment = lineText.indexOf("//");
    const c = new LineCursor(lineText, line2, comment < 0 ? lineText.length : comment);
    parseLine(c, constraints, diagnostics);
  });
  return { ast: { kind: "filter", constraints }, diagnostics };
}
function parseLine(c, constraints, diagnostics) {
  for (; ; ) {
    c.skipSpaces();
    if (c.atEnd()) return;
    if (c.eat(";")) continue;
    const statementStart = c.pos;
    c.expressionParts = 0;
    const problems = { found: [], broken: false };
    try {
      const constraint = parseConstraint(c, problems);
      if (!problems.broken) constraints.push(constraint);
      c.skipSpaces();
      if (!c.atEnd() && !c.eat(";")) {
        throw new FilterSyntaxError("syntax", `expected ';' or the end of the line after a constraint, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
      }
    } catch (err2) {
      if (!(err2 instanceof FilterSyntaxError)) throw err2;
      record(problems, err2);
      c.pos = recoveryPoint(c, statementStart, err2.range.end.character);
    }
    diagnostics.push(...problems.found.sort(byStart));
  }
}
function recoveryPoint(c, from, errorAt) {
  let depth = 0;
  for (let i2 = from; i2 < c.end; i2++) {
    const ch = c.text[i2];
    if (ch === "{" || ch === "(" || ch === "[") depth++;
    else if (ch === "}" || ch === ")" || ch === "]") depth = Math.max(0, depth - 1);
    else if (ch === ";" && depth === 0 && i2 >= errorAt) return i2 + 1;
  }
  return c.end;
}
function parseConstraint(c, problems) {
  const operands = [parseOperand(c, problems)];
  const operators = [];
  for (; ; ) {
    c.skipSpaces();
    const at2 = c.pos;
    const op = c.lookingAt("<>") ? "<>" : c.lookingAt(">") ? ">" : void 0;
    if (!op) break;
    c.pos += op.length;
    operators.push({ op, range: c.range(at2) });
    operands.push(parseOperand(c, problems));
  }
  const first = operands[0];
  const range2 = { start: first.range.start, end: operands[operands.length - 1].range.end };
  if (operators.length === 0) {
    if (!c.atEnd() && c.peek() !== ";") {
      throw new FilterSyntaxError("syntax", `expected '>' or '<>' after the first operand, found ${c.describeNext()}: write 'e1 > e2' to order events or 'r1 <> r2' to exclude regions`, c.range(c.pos, c.pos + 1));
    }
    throw new FilterSyntaxError("missing-operator", `a constraint needs an operator: 'e1 > e2' (execution order), 'r1 <> r2' (mutual exclusion) or 'r <> *' (unilateral exclusion)`, range2);
  }
  const mixed = operators.find((o) => o.op !== operators[0].op);
  if (mixed) {
    throw new FilterSyntaxError("mixed-operators", `'>' and '<>' cannot be mixed in one constraint; write one constraint per line (or separate them with ';')`, mixed.range);
  }
  return operators[0].op === ">" ? executionOrder(operands, range2, problems) : exclusion(operands, range2, problems);
}
function executionOrder(operands, range2, problems) {
  const events = [];
  for (const o of operands) {
    if (o.kind === "event") {
      events.push(o);
      continue;
    }
    const what = o.kind === "star" ? "'*'" : "a region";
    record(problems, new FilterSyntaxError(o.kind === "star" ? "star-position" : "event-expected", `an execution-order constraint ('>') orders events (file:line); ${what} is not an event`, o.range));
  }
  return { kind: "executionOrder", events, range: range2 };
}
function exclusion(operands, range2, problems) {
  const unilateral = operands.length === 2 && operands[1].kind === "star";
  const regions = [];
  operands.forEach((o, i2) => {
    if (o.kind === "star") {
      if (!(unilateral && i2 === 1)) {
        record(problems, new FilterSyntaxError("star-position", `'*' (all code) is only allowed as 'r <> *', a unilateral exclusion of exactly one region: write that constraint on its own, or name the regions instead of '*'`, o.range));
      }
    } else if (o.kind === "event") {
      record(problems, new FilterSyntaxError("region-expected", `'<>' relates code regions; an event is not one: write '{${o.file}:${o.line}; ${o.file}:<exit line>}' or name a function`, o.range));
    } else {
      regions.push(o);
    }
  });
  if (unilateral && regions[0]) return { kind: "unilateralExclusion", region: regions[0], starRange: operands[1].range, range: range2 };
  return { kind: "mutualExclusion", regions, range: range2 };
}
function parseOperand(c, problems) {
  c.skipSpaces();
  const start2 = c.pos;
  if (c.eat("*")) return { kind: "star", range: c.range(start2) };
  if (c.peek() === "{") return parseCodeRegion(c, problems);
  let word = "";
  for (; ; ) {
    word += c.takeWhile(WORD_CHAR);
    if (c.text.startsWith("::", c.pos) && c.pos + 2 <= c.end) {
      c.pos += 2;
      word += "::";
    } else break;
  }
  if (!word) {
    throw new FilterSyntaxError("syntax", `expected an event (file:line), a region ({...} or a function name) or '*', found ${c.describeNext()}`, c.range(c.pos, Math.min(c.pos + 1, c.end)));
  }
  const wordRange = c.range(start2);
  c.skipSpaces();
  if (c.peek() === ":") return parseEventAfterFile(c, word, wordRange, problems);
  if (!QUALIFIED_NAME.test(word)) {
    throw new FilterSyntaxError("syntax", `'${word}' is neither an event (write '${word}:LINE') nor a function name`, wordRange);
  }
  const region2 = { kind: "functionRegion", name: word, nameRange: wordRange, range: wordRange };
  if (c.eat("(")) {
    requireClosed(c, c.pos - 1);
    region2.args = parseArguments(c, ")");
    region2.range = c.range(start2);
    for (const a of region2.args) problems.found.push(...checkExpression(a));
  }
  return region2;
}
function parseEventAfterFile(c, file, fileRange, problems) {
  c.pos++;
  c.skipSpaces();
  const lineStart = c.pos;
  const digits = c.takeWhile(/[0-9]/);
  const lineRange = c.range(lineStart);
  if (!digits) {
    throw new FilterSyntaxError("bad-line-number", `expected a line number after '${file}:', found ${c.describeNext()}`, c.range(c.pos, Math.min(c.pos + 1, c.end)));
  }
  const line2 = Number(digits);
  if (line2 < 1 || line2 > MAX_LINE) {
    record(problems, new FilterSyntaxError("bad-line-number", `line number ${digits} is out of range (1 to ${MAX_LINE})`, lineRange));
  }
  const event = { kind: "event", file, fileRange, line: line2, lineRange, range: { start: fileRange.start, end: lineRange.end } };
  if (c.eat("(")) {
    event.expr = bracketed(c, ")", problems);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  if (c.eat("{")) {
    event.count = bracketed(c, "}", problems);
    event.range = { start: fileRange.start, end: c.at(c.pos) };
  }
  return event;
}
function bracketed(c, close, problems) {
  requireClosed(c, c.pos - 1);
  const e = parseExpression(c);
  expectClose(c, close);
  problems.found.push(...checkExpression(e));
  return e;
}
function parseCodeRegion(c, problems) {
  const start2 = c.pos;
  c.pos++;
  requireClosed(c, start2);
  const entries = [];
  const exits = [];
  let semicolon;
  let skipped = false;
  for (; ; ) {
    if (c.eat("}")) break;
    let operand;
    if (c.peek() === "{") {
      const from = c.pos;
      c.pos = requireClosed(c, from) + 1;
      operand = { kind: "region", range: c.range(from) };
    } else {
      operand = parseOperand(c, problems);
    }
    if (operand.kind !== "event") {
      record(problems, new FilterSyntaxError("event-expected", `a code region lists events (file:line): entries, ';', exits`, operand.range));
      skipped = true;
    } else {
      if (operand.count) {
        problems.found.push({ code: "count-outside-order", message: `an occurrence count '{n}' only applies in an execution-order constraint ('>'); remove it here`, range: operand.count.range });
      }
      (semicolon ? exits : entries).push(operand);
    }
    if (c.eat(",")) continue;
    c.skipSpaces();
    const at2 = c.pos;
    if (c.eat(";")) {
      if (semicolon) record(problems, new FilterSyntaxError("region-shape", `a code region has one ';' (between its entries and its exits)`, c.range(at2)));
      else semicolon = c.range(at2);
      continue;
    }
    if (c.peek() === "}") continue;
    throw new FilterSyntaxError("syntax", `expected ',', ';' or '}' in a code region, found ${c.describeNext()}`, c.range(c.pos, c.pos + 1));
  }
  const range2 = c.range(start2);
  if (!semicolon && entries.length === 2) exits.push(entries.pop());
  else if (!skipped) {
    const shape = regionShapeProblem(entries.length, exits.length, semicolon !== void 0);
    if (shape) record(problems, new FilterSyntaxError("region-shape", shape, range2));
  }
  return { kind: "codeRegion", entries, exits, range: range2 };
}
function regionShapeProblem(entries, exits, semicolon) {
  if (!semicolon) {
    if (entries === 0) return `an empty code region: list its entry and exit events, {entry; exit}`;
    return `a code region without ';' must list exactly two events (its entry and its exit); separate entries from exits with ';': {entry, ...; exit, ...}`;
  }
  if (entries === 0 || exits === 0) return `a code region needs at least one entry event before ';' and one exit event after it`;
  return void 0;
}

// ../annotation-lint/src/project.ts
var NO_MACROS2 = /* @__PURE__ */ new Map();
var FILTER_SOURCE = /\.hfilter$/;
var CPP_SOURCE = /\.(cc|cpp|cxx|c\+\+|C|hpp|hh|hxx|h\+\+|ipp|tpp)$/;
var SOURCE = /\.(c|h|cc|cpp|cxx|c\+\+|C|hpp|hh|hxx|h\+\+|ipp|tpp)$/;
var LintProject = class _LintProject {
  constructor(parser, native, rules, build) {
    this.parser = parser;
    this.native = native;
    this.rules = rules;
    this.build = build;
  }
  parser;
  native;
  rules;
  build;
  sources = /* @__PURE__ */ new Map();
  filters = /* @__PURE__ */ new Map();
  cached;
  /** The last analysis of each program: the next one reuses per-call work while globals and functions stay the same. */
  programs = /* @__PURE__ */ new Map();
  /** tree-sitter-cpp's parser, made when the first C++ file comes (setFile needs it at once: see `prepare`). */
  cppParser;
  /**
   * `parser`: 'auto' (default) parses whole files natively when the native parser is built
   * (native-parser.ts), 'wasm' always uses web-tree-sitter. Findings are the same either way.
   * `build`: which build targets each file is compiled into and the macros it is compiled with (a compile
   * database's); without it, every file defining `main` is a program of its own with the files that define none
   * (c/program-model.ts), and only macros the file defines itself decide its `#if`s (c/dead-code.ts).
   */
  static async create(options = {}) {
    for (const id of Object.keys(options.rules ?? {})) ruleInfo(id);
    const native = options.parser === "wasm" ? void 0 : nativeCParser();
    return new _LintProject(await createParser("c"), native, options.rules ?? {}, options.build);
  }
  /**
   * Loads what `paths` need before setFile is called with them: tree-sitter-cpp's grammar when one of them is C++
   * (loading is asynchronous, setFile is not; a C-only project never loads it). setFile of a C++ file before
   * this throws an error that says so.
   */
  async prepare(paths) {
    if (this.cppParser) return;
    for (const path of paths) {
      if (this.languageOf(path) === "cpp") {
        this.cppParser = await createParser("cpp");
        return;
      }
    }
  }
  /** How `path` is read: C++ by its extension, or a `.h` the compile database compiles as C++; else C. */
  languageOf(path) {
    if (CPP_SOURCE.test(path)) return "cpp";
    return path.endsWith(".h") && this.build?.languageOf?.(path) === "cpp" ? "cpp" : "c";
  }
  /** A new compile database (or none): programs are grouped again and `#if`s decided again at the next lint. */
  setBuild(build) {
    this.build = build;
    for (const [path, source] of this.sources) source.setMacros(this.macrosOf(path));
    this.cached = void 0;
  }
  macrosOf(path) {
    return this.build?.definesOf(path) ?? NO_MACROS2;
  }
  /**
   * Adds or updates a file (.c/.h: C, .cc/.cpp/.cxx/.C/.hh/.hpp/.hxx: C++ — after `prepare` —, .hfilter: execution
   * filter). For C, pass
   * `tree` to use a tree you parsed (with this package's web-tree-sitter and
   * loadCLanguage()); otherwise an edit inside one definition re-reads that
   * definition alone, and any other edit reparses the file incrementally.
   */
  setFile(path, text, tree) {
    if (FILTER_SOURCE.test(path)) {
      this.filters.set(path, { text, parsed: parseFilter(text) });
      this.cached = void 0;
      return;
    }
    const old = this.sources.get(path);
    if (old && !old.update(text, tree)) return;
    if (!old) this.sources.set(path, this.newSource(path, text, tree));
    this.cached = void 0;
  }
  /**
   * Warms the incremental path up on `path` right after it was opened, before the person types: the first edits
   * after opening a 10,000-line file took 117–441 ms to lint, the later ones a tenth of that — the JIT had not yet
   * compiled the per-definition path (issue #14, item 13). Each step types a blank before the closing brace of
   * one definition (spread over the file), lints, takes it back and lints again, leaving the file as it was. The
   * caller runs one step per idle turn and stops when a real edit comes.
   */
  *warmUp(path, steps = 6) {
    const text = this.sources.get(path)?.given;
    if (text === void 0) return;
    const ends = [];
    for (const m of text.matchAll(/^\}/gm)) ends.push(m.index);
    const stride = Math.max(1, Math.floor(ends.length / steps));
    for (let i2 = 0; i2 < ends.length && i2 / stride < steps; i2 += stride) {
      const source = this.sources.get(path);
      if (!source || source.given !== text) return;
      const at2 = ends[i2];
      this.setFile(path, `${text.slice(0, at2)} ${text.slice(at2)}`);
      this.lint();
      this.setFile(path, text);
      this.lint();
      yield;
    }
  }
  newSource(path, text, tree) {
    if (this.languageOf(path) === "c") return new CSource(this.parser, this.native, path, text, tree, this.macrosOf(path));
    if (!this.cppParser) throw new Error(`annotation-lint: ${path} is C++: call LintProject.prepare([path]) first (it loads tree-sitter-cpp)`);
    return new CSource(this.cppParser, this.native, path, text, tree, this.macrosOf(path), true);
  }
  removeFile(path) {
    this.sources.get(path)?.dispose();
    this.cached = void 0;
    this.sources.delete(path);
    this.filters.delete(path);
  }
  /**
   * The current tree of a C file (owned by the project unless you passed it in). After an edit the
   * project could lint without a whole-file reparse, the reparse happens here, on first request.
   */
  tree(path) {
    return this.sources.get(path)?.tree();
  }
  filter(path) {
    return this.filters.get(path)?.parsed;
  }
  paths() {
    return [...this.sources.keys(), ...this.filters.keys()];
  }
  /** Every finding of every file, sorted by file and position. */
  lint() {
    this.cached ??= this.runRules();
    return this.cached;
  }
  /** The findings located in one file (cross-file rules still see the whole project). */
  lintFile(path) {
    return this.lint().filter((f) => f.file === path);
  }
  runRules() {
    const files = [...this.sources.values()].map((s) => s.facts);
    const programs = /* @__PURE__ */ new Map();
    const functionNames = /* @__PURE__ */ new Set();
    const ruleFindings = [];
    for (const { key, files: members } of partitionPrograms(files, this.build)) {
      const program = new Program(members, this.programs.get(key));
      programs.set(key, program);
      for (const name2 of program.functions.keys()) functionNames.add(name2);
      ruleFindings.push(
        ...annotationMisuse(program),
        ...unbalancedChanges(program),
        ...unannotatedSharedGlobals(program),
        ...lockedAccessOutsideLock(program),
        ...stickyReadWhileThreadsRun(program)
      );
    }
    this.programs = programs;
    const all = [
      ...files.flatMap((f) => f.syntaxErrors.map((r) => finding("parse-error", f.path, r, `${this.languageOf(f.path) === "cpp" ? "tree-sitter-cpp" : "tree-sitter-c"} cannot parse this; rules skip code they cannot read: fix the syntax (or exclude the file)`))),
      ...files.flatMap((f) => f.tooDeep.map((r) => finding("parse-error", f.path, r, `this definition nests too deeply for heddle-lint to analyse (over ${MAX_FLOW_DEPTH} levels of statements or expression); rules skip it: split it into smaller functions or expressions (or exclude the file)`))),
      // A file shared by several programs (a header, a file without main) is checked in each: a finding once.
      ...onePerPlace(ruleFindings),
      ...[...this.filters].flatMap(([path, f]) => checkFilter({ path, text: f.text, parsed: f.parsed, sources: files, functionNames }))
    ];
    return applySettings(all, this.rules).sort(byLocation);
  }
};
function onePerPlace(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((f) => {
    const key = `${f.ruleId}|${f.file}|${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function applySettings(findings, rules) {
  return findings.flatMap((f) => {
    const setting = rules[f.ruleId];
    if (setting === "off") return [];
    return [setting ? { ...f, severity: setting } : f];
  });
}
function byLocation(a, b) {
  return a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character || a.ruleId.localeCompare(b.ruleId);
}

// ../annotation-lint/src/output/json.ts
init_define_HEDDLE_BUILD_INFO();
function formatJson(findings, files, notLinted = []) {
  const count = (s) => findings.filter((f) => f.severity === s).length;
  return `${JSON.stringify({ files, notLinted, findings, summary: { errors: count("error"), warnings: count("warning"), notes: count("note") } }, null, 2)}
`;
}

// ../annotation-lint/src/output/sarif.ts
init_define_HEDDLE_BUILD_INFO();
import { createHash } from "node:crypto";
function span(path, r, message, id) {
  return {
    path,
    startLine: r.start.line + 1,
    startColumn: r.start.character + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.character + 1,
    ...message !== void 0 && { message },
    ...id !== void 0 && { id }
  };
}
function region(r) {
  return { startLine: r.start.line + 1, startColumn: r.start.character + 1, endLine: r.end.line + 1, endColumn: r.end.character + 1 };
}
function sarifFix(fix, srcRoot) {
  const byFile = /* @__PURE__ */ new Map();
  for (const e of fix.edits) byFile.set(e.file, [...byFile.get(e.file) ?? [], e]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, edits]) => ({
      artifactLocation: sourceLocation({ path: file, startLine: 1 }, srcRoot).physicalLocation.artifactLocation,
      replacements: edits.map((e) => ({ deletedRegion: region(e.range), insertedContent: { text: e.newText } }))
    }))
  };
}
function fingerprint(f) {
  return createHash("sha256").update(`${f.ruleId}\0${f.file}\0${f.message}`).digest("hex").slice(0, 32);
}
function findingsToSarif(findings, options) {
  const builder = new SarifLogBuilder();
  const run2 = builder.addRun({
    tool: { name: "heddle-lint", version: options.toolVersion, semanticVersion: options.toolVersion, informationUri: options.informationUri },
    category: "heddle-lint",
    srcRoot: options.srcRoot
  });
  for (const r of RULES) {
    run2.addRule({
      id: r.id,
      name: r.id.replace(/(^|-)([a-z])/g, (_, _d, c) => c.toUpperCase()),
      shortDescription: { text: r.summary },
      fullDescription: { text: `${r.summary} ${r.help}` },
      help: { text: r.help },
      helpUri: ruleDocsUri(r.id),
      defaultConfiguration: { level: r.severity }
    });
  }
  for (const f of findings) {
    run2.addResult({
      ruleId: f.ruleId,
      level: f.severity,
      message: { text: f.message },
      locations: [sourceLocation(span(f.file, f.range), options.srcRoot)],
      ...f.related.length > 0 && {
        relatedLocations: f.related.map((r, i2) => sourceLocation(span(r.file, r.range, r.message, i2 + 1), options.srcRoot))
      },
      ...f.fixes.length > 0 && { fixes: f.fixes.map((x) => sarifFix(x, options.srcRoot)) },
      partialFingerprints: { "heddleLint/v1": fingerprint(f) }
    });
  }
  for (const w of options.warnings ?? []) run2.addNotification("warning", w);
  return builder.build();
}

// ../annotation-lint/src/output/text.ts
init_define_HEDDLE_BUILD_INFO();
function formatText(findings, fileCount, notLinted = 0) {
  const lines = [];
  for (const f of findings) {
    lines.push(`${f.file}:${f.range.start.line + 1}:${f.range.start.character + 1}: ${f.severity}: ${f.message} [${f.ruleId}]`);
    for (const r of f.related) lines.push(`    ${r.file}:${r.range.start.line + 1}:${r.range.start.character + 1}: note: ${r.message}`);
    for (const x of f.fixes) lines.push(`    fix available: ${x.description}`);
  }
  const count = (s) => findings.filter((f) => f.severity === s).length;
  const cpp = notLinted > 0 ? `, ${notLinted} file${notLinted === 1 ? "" : "s"} not linted (not C or C++)` : "";
  lines.push(`heddle-lint: ${fileCount} file${fileCount === 1 ? "" : "s"} checked${cpp}, ${count("error")} error(s), ${count("warning")} warning(s), ${count("note")} note(s)`);
  return `${lines.join("\n")}
`;
}

// ../annotation-lint/src/compile-database.ts
init_define_HEDDLE_BUILD_INFO();
import { readFileSync, statSync } from "node:fs";
import { dirname as dirname2, join as join2, resolve } from "node:path";

// ../annotation-lint/src/shell-words.ts
init_define_HEDDLE_BUILD_INFO();
function shellWords(command) {
  const words = [];
  let word;
  for (let i2 = 0; i2 < command.length; i2++) {
    const c = command[i2];
    if (c === " " || c === "	" || c === "\n") {
      if (word !== void 0) words.push(word);
      word = void 0;
    } else if (c === "'") {
      const end = command.indexOf("'", i2 + 1);
      const stop2 = end < 0 ? command.length : end;
      word = (word ?? "") + command.slice(i2 + 1, stop2);
      i2 = stop2;
    } else if (c === '"') {
      word ??= "";
      for (i2++; i2 < command.length && command[i2] !== '"'; i2++) {
        if (command[i2] === "\\" && i2 + 1 < command.length && '"\\$`\n'.includes(command[i2 + 1])) i2++;
        word += command[i2];
      }
    } else if (c === "\\" && i2 + 1 < command.length) {
      word = (word ?? "") + command[++i2];
    } else {
      word = (word ?? "") + c;
    }
  }
  if (word !== void 0) words.push(word);
  return words;
}

// ../annotation-lint/src/compile-database.ts
var COMPILE_DATABASE = "compile_commands.json";
function findCompileDatabase(dir) {
  for (const candidate of [join2(dir, COMPILE_DATABASE), join2(dir, "build", COMPILE_DATABASE)]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
    }
  }
  return void 0;
}
function loadCompileDatabase(where2) {
  let path = where2;
  try {
    if (statSync(where2).isDirectory()) path = join2(where2, COMPILE_DATABASE);
  } catch {
    throw new Error(`${where2}: no such file or folder (give the build folder holding ${COMPILE_DATABASE}; CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)`);
  }
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`${path}: cannot read it (${error.code ?? error.message}); CMake writes one with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, make-based builds with \`bear -- make\``);
  }
  let entries;
  try {
    entries = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: not valid JSON (${error.message}); regenerate it with your build tool`);
  }
  if (!Array.isArray(entries)) throw new Error(`${path}: expected a JSON array of {directory, file, command or arguments} entries`);
  return databaseOf(path, entries.map((entry, i2) => unitOf(path, entry, i2)));
}
function databaseOf(path, units) {
  const byFile = /* @__PURE__ */ new Map();
  const byTarget = /* @__PURE__ */ new Map();
  const targetOfUnit = (u) => u.target ?? u.file;
  for (const unit of units) {
    byFile.set(unit.file, [...byFile.get(unit.file) ?? [], unit]);
    const files = byTarget.get(targetOfUnit(unit)) ?? /* @__PURE__ */ new Set();
    byTarget.set(targetOfUnit(unit), files.add(unit.file));
  }
  const targetsOf = (file) => {
    const list = byFile.get(resolve(file));
    return list && [...new Set(list.map(targetOfUnit))];
  };
  return {
    path,
    units,
    targetsOf,
    definesOf: (file) => byFile.get(resolve(file))?.[0]?.defines,
    languageOf: (file) => byFile.get(resolve(file))?.[0]?.language,
    unitOf: (file) => byFile.get(resolve(file))?.[0],
    linkedWith: (file) => [...new Set((targetsOf(file) ?? []).flatMap((t) => [...byTarget.get(t) ?? []]))]
  };
}
function unitOf(path, entry, index) {
  const where2 = `${path}: entry ${index}`;
  if (typeof entry !== "object" || entry === null) throw new Error(`${where2}: expected an object with directory, file and command or arguments`);
  const { directory, file, command, arguments: args2, output } = entry;
  if (typeof directory !== "string") throw new Error(`${where2}: "directory" must be a string (the folder the command runs in)`);
  if (typeof file !== "string") throw new Error(`${where2}: "file" must be a string (the source file compiled)`);
  let argv;
  if (Array.isArray(args2) && args2.every((a) => typeof a === "string")) argv = args2;
  else if (typeof command === "string") argv = shellWords(command);
  else throw new Error(`${where2}: needs "arguments" (an array of strings) or "command" (a string)`);
  const dir = resolve(dirname2(path), directory);
  const objectFile = typeof output === "string" ? output : outputArgument(argv);
  const source = resolve(dir, file);
  return {
    file: source,
    target: objectFile === void 0 ? void 0 : targetOf(resolve(dir, objectFile)),
    defines: definesIn(argv),
    directory: dir,
    flags: compileFlags(argv, (a) => resolve(dir, a) === source),
    language: languageIn(argv)
  };
}
function languageIn(argv) {
  for (let i2 = 1; i2 < argv.length; i2++) {
    const a = argv[i2];
    const x = a === "-x" ? argv[i2 + 1] : a.startsWith("-x") ? a.slice(2) : void 0;
    if (x !== void 0) return /^c\+\+/.test(x) ? "cpp" : x === "c" || x === "c-header" ? "c" : void 0;
    if (/^-std=(c|gnu)\+\+/.test(a)) return "cpp";
  }
  return /(^|[/-])(c|g|clang)\+\+(-[\d.]+)?$/.test(argv[0] ?? "") ? "cpp" : void 0;
}
var DROPPED_WITH_VALUE = /* @__PURE__ */ new Set(["-o", "-MF", "-MT", "-MQ"]);
var DROPPED = /* @__PURE__ */ new Set(["-c", "-MD", "-MMD", "-M", "-MM", "-MP"]);
function compileFlags(argv, isSource) {
  const out2 = [];
  for (let i2 = 1; i2 < argv.length; i2++) {
    const a = argv[i2];
    if (DROPPED_WITH_VALUE.has(a)) i2++;
    else if (DROPPED.has(a) || a.startsWith("-o") && a.length > 2 || /^-M[FTQ]./.test(a) || a === "--" || !a.startsWith("-") && isSource(a)) continue;
    else out2.push(a);
  }
  return out2;
}
function outputArgument(argv) {
  for (let i2 = 0; i2 < argv.length; i2++) {
    const a = argv[i2];
    if (a === "-o") return argv[i2 + 1];
    if (a.startsWith("-o") && a.length > 2) return a.slice(2);
  }
  return void 0;
}
function targetOf(objectFile) {
  const cmake = /^(.*)\/CMakeFiles\/([^/]+)\.dir\//.exec(objectFile);
  if (cmake) return `${cmake[1]}/${cmake[2]}`;
  const meson = /^(.*)\/([^/]+)\.p\//.exec(objectFile);
  if (meson) return `${meson[1]}/${meson[2]}`;
  return void 0;
}
function definesIn(argv) {
  const defines = /* @__PURE__ */ new Map();
  for (let i2 = 0; i2 < argv.length; i2++) {
    const a = argv[i2];
    const flag = a === "-D" || a === "-U" ? a : a.slice(0, 2);
    if (flag !== "-D" && flag !== "-U") continue;
    const body2 = a.length > 2 ? a.slice(2) : argv[++i2] ?? "";
    const eq = body2.indexOf("=");
    const name2 = eq < 0 ? body2 : body2.slice(0, eq);
    if (flag === "-U") defines.delete(name2);
    else defines.set(name2, eq < 0 ? "1" : body2.slice(eq + 1));
  }
  return defines;
}

// ../annotation-lint/src/cli/collect.ts
init_define_HEDDLE_BUILD_INFO();
import { readdirSync, statSync as statSync2 } from "node:fs";
import { join as join3, resolve as resolve3 } from "node:path";

// ../annotation-lint/src/cli/config.ts
init_define_HEDDLE_BUILD_INFO();
var import_picomatch = __toESM(require_picomatch2(), 1);
import { existsSync as existsSync3, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname3, relative as relative2, resolve as resolve2 } from "node:path";

// ../annotation-lint/src/cli/usage-error.ts
init_define_HEDDLE_BUILD_INFO();
var UsageError = class extends Error {
};

// ../annotation-lint/src/cli/config.ts
var CONFIG_FILE = ".heddle-lint.json";
var SETTINGS = /* @__PURE__ */ new Set(["error", "warning", "note", "off"]);
function stringList(value2, field, file) {
  if (value2 === void 0) return [];
  if (!Array.isArray(value2) || !value2.every((v) => typeof v === "string")) {
    throw new UsageError(`${file}: "${field}" must be a list of glob strings, e.g. ["src/**"]`);
  }
  return value2;
}
function loadConfig(cwd, path) {
  const file = path ? resolve2(cwd, path) : resolve2(cwd, CONFIG_FILE);
  if (!existsSync3(file)) {
    if (path) throw new UsageError(`config file ${file} does not exist`);
    return { root: cwd, include: [], exclude: [], rules: {} };
  }
  let raw;
  try {
    raw = JSON.parse(readFileSync2(file, "utf8"));
  } catch (err2) {
    throw new UsageError(`${file} is not valid JSON: ${err2.message}`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new UsageError(`${file}: expected a JSON object with "include", "exclude" and/or "rules"`);
  const o = raw;
  for (const key of Object.keys(o)) {
    if (!["include", "exclude", "rules"].includes(key)) throw new UsageError(`${file}: unknown field "${key}" (allowed: include, exclude, rules)`);
  }
  const rules = {};
  if (o.rules !== void 0) {
    if (typeof o.rules !== "object" || o.rules === null || Array.isArray(o.rules)) throw new UsageError(`${file}: "rules" must be an object { "rule-id": "error" | "warning" | "note" | "off" }`);
    for (const [id, setting] of Object.entries(o.rules)) {
      if (!RULES.some((r) => r.id === id)) throw new UsageError(`${file}: unknown rule "${id}" in "rules" (rule ids: docs/lint-rules.md)`);
      if (typeof setting !== "string" || !SETTINGS.has(setting)) throw new UsageError(`${file}: rule "${id}" must be "error", "warning", "note" or "off"`);
      rules[id] = setting;
    }
  }
  return { root: dirname3(file), file, include: stringList(o.include, "include", file), exclude: stringList(o.exclude, "exclude", file), rules };
}
var selectors = /* @__PURE__ */ new WeakMap();
function selectorOf(config) {
  let select = selectors.get(config);
  if (!select) {
    const included = config.include.length > 0 ? (0, import_picomatch.default)(config.include, { dot: true }) : () => true;
    const excluded = config.exclude.length > 0 ? (0, import_picomatch.default)(config.exclude, { dot: true }) : () => false;
    selectors.set(config, select = (rel) => included(rel) && !excluded(rel));
  }
  return select;
}
function configSelects(config, path) {
  return selectorOf(config)(relative2(config.root, resolve2(path)).split("\\").join("/"));
}

// ../annotation-lint/src/cli/collect.ts
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", ".git", "dist"]);
var NOT_LINTED_SOURCE = /\.(m|mm|cu|cuh|cppm|ixx|mpp)$/;
function linted(name2) {
  return SOURCE.test(name2) || FILTER_SOURCE.test(name2);
}
function walk2(cwd, dir, out2, notLinted) {
  for (const entry of readdirSync(resolve3(cwd, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join3(dir, entry.name);
    if (entry.isDirectory()) walk2(cwd, path, out2, notLinted);
    else if (entry.isFile() && linted(entry.name)) out2.push(path);
    else if (entry.isFile() && NOT_LINTED_SOURCE.test(entry.name)) notLinted.push(path);
  }
}
function collectFiles(cwd, args2, config) {
  const found = [];
  const skipped = [];
  const notLinted = [];
  const named = /* @__PURE__ */ new Set();
  for (const arg of args2.length > 0 ? args2 : ["."]) {
    let stat;
    try {
      stat = statSync2(resolve3(cwd, arg));
    } catch {
      throw new UsageError(`${arg}: no such file or folder`);
    }
    if (stat.isDirectory()) walk2(cwd, arg, found, notLinted);
    else if (linted(arg)) {
      found.push(arg);
      named.add(arg);
    } else {
      if (NOT_LINTED_SOURCE.test(arg)) notLinted.push(arg);
      skipped.push(arg);
    }
  }
  const keep = found.filter((p) => configSelects(config, resolve3(cwd, p)));
  const excluded = [...named].filter((p) => !keep.includes(p));
  const clean = (paths) => [...new Set(paths.map((p) => p.split("\\").join("/").replace(/^\.\//, "")))].sort();
  return { files: clean(keep), skipped, excluded, notLinted: clean(notLinted.filter((p) => configSelects(config, resolve3(cwd, p)))) };
}

// ../annotation-lint/src/cli/annotate.ts
init_define_HEDDLE_BUILD_INFO();
import { chmodSync, readFileSync as readFileSync3, renameSync, rmSync, statSync as statSync3, writeFileSync } from "node:fs";
import { basename, dirname as dirname4, isAbsolute, join as join4, relative as relative3, resolve as resolve4, sep } from "node:path";
import { parseArgs } from "node:util";

// ../annotation-lint/src/suggest/plan.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/suggest/checks.ts
init_define_HEDDLE_BUILD_INFO();

// ../annotation-lint/src/suggest/scopes.ts
init_define_HEDDLE_BUILD_INFO();
var PREPROC_BLOCKS = /* @__PURE__ */ new Set(["preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"]);
function ancestorsAt(root, offset) {
  const chain = [root];
  for (let node = root; ; ) {
    const next = node.children.find((c) => c !== null && c.startIndex <= offset && offset < c.endIndex);
    if (!next) return chain;
    chain.push(next);
    node = next;
  }
}
function declaredNames(declaration2) {
  const names = [];
  for (const d of declaration2.childrenForFieldName("declarator")) {
    const name2 = d && declaratorInfo(d).name;
    if (name2) names.push(name2);
  }
  return names;
}
function declaredIn(scope, out2) {
  for (const child of scope.namedChildren) {
    if (!child) continue;
    if (child.type === "declaration" || child.type === "function_definition") out2.push(...declaredNames(child));
    else if (PREPROC_BLOCKS.has(child.type)) declaredIn(child, out2);
  }
  return out2;
}
function parametersOf(fn) {
  let declarator = fn.childForFieldName("declarator");
  while (declarator && declarator.type !== "function_declarator") declarator = declarator.childForFieldName("declarator");
  const parameters = declarator?.childForFieldName("parameters");
  return (parameters?.namedChildren ?? []).flatMap((p) => p?.type === "parameter_declaration" ? declaredNames(p) : []);
}
function visibleIn(scope, offset) {
  switch (scope.type) {
    case "translation_unit":
    case "compound_statement":
      return declaredIn(scope, []).filter((n) => n.endIndex <= offset);
    case "function_definition": {
      const body2 = scope.childForFieldName("body");
      return body2 && body2.startIndex <= offset ? parametersOf(scope) : [];
    }
    case "for_statement": {
      const init2 = scope.childForFieldName("initializer");
      return init2?.type === "declaration" && init2.endIndex <= offset ? declaredNames(init2) : [];
    }
    default:
      return [];
  }
}
function resolveName(root, name2, offset) {
  const chain = ancestorsAt(root, offset);
  for (let i2 = chain.length - 1; i2 >= 0; i2--) {
    const found = visibleIn(chain[i2], offset).filter((n) => n.text === name2).at(-1);
    if (found) return { node: found, fileScope: chain[i2].type === "translation_unit" };
  }
  return void 0;
}
function fileScopeDeclarations(root, name2) {
  return declaredIn(root, []).filter((n) => n.text === name2);
}
function declarationsAnywhere(root, name2) {
  return root.descendantsOfType(["declaration", "parameter_declaration", "function_definition"]).flatMap((d) => d ? declaredNames(d) : []).filter((n) => n.text === name2);
}
function declaredStatic(name2) {
  let declaration2 = name2.parent;
  while (declaration2 && declaration2.type !== "declaration" && declaration2.type !== "parameter_declaration") declaration2 = declaration2.parent;
  return declaration2?.type === "declaration" && declaration2.namedChildren.some((c) => c?.type === "storage_class_specifier" && c.text === "static");
}

// ../annotation-lint/src/suggest/text.ts
init_define_HEDDLE_BUILD_INFO();
var LineIndex = class {
  constructor(text) {
    this.text = text;
    let crlf = 0;
    let breaks = 0;
    for (let i2 = 0; i2 < text.length; i2++) {
      const c = text.charCodeAt(i2);
      if (c !== 10 && c !== 13) continue;
      this.ends.push(i2);
      breaks++;
      if (c === 13 && text.charCodeAt(i2 + 1) === 10) {
        crlf++;
        i2++;
      }
      this.starts.push(i2 + 1);
    }
    this.ends.push(text.length);
    this.eol = crlf * 2 > breaks ? "\r\n" : "\n";
  }
  text;
  /** Offset where each line starts; one more entry than line breaks (the last line may be empty). */
  starts = [0];
  /** Offset where each line's content ends (before its line break). */
  ends = [];
  /** The file's line ending: CRLF when most of its line breaks are, else LF. */
  eol;
  get lineCount() {
    return this.starts.length;
  }
  /** 1-based line of an offset. */
  lineOf(offset) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
  /** The offset of a 1-based line and column, or a reason it is not in the file. */
  offset(line2, column, kind, what) {
    const changed = "was the file changed after the run?";
    if (!Number.isInteger(line2) || line2 < 1 || line2 > this.lineCount) {
      return `its ${what} line ${line2} is not in the file (${this.lineCount} lines, counting the one after the last line break): ${changed}`;
    }
    const start2 = this.starts[line2 - 1];
    const end = this.ends[line2 - 1];
    const past = `its ${what} column ${column} is past the end of line ${line2}: ${changed}`;
    if (!Number.isInteger(column) || column < 1) return past;
    let at2 = start2 + column - 1;
    if (kind === "unicodeCodePoints") {
      at2 = start2;
      for (let n = 1; n < column; n++) {
        if (at2 >= end) return past;
        at2 += (this.text.codePointAt(at2) ?? 0) > 65535 ? 2 : 1;
      }
    }
    return at2 > end ? past : at2;
  }
  /** [start, end) of a region with SARIF's defaults (start column 1, end column the end of the line). */
  range(region2, kind) {
    const start2 = this.offset(region2.startLine, region2.startColumn ?? 1, kind, "start");
    if (typeof start2 === "string") return start2;
    const endLine = region2.endLine;
    const end = region2.endColumn === void 0 ? endLine >= 1 && endLine <= this.lineCount ? this.ends[endLine - 1] : this.offset(endLine, 1, kind, "end") : this.offset(endLine, region2.endColumn, kind, "end");
    if (typeof end === "string") return end;
    if (end < start2) return `its region ends (line ${endLine}) before it starts (line ${region2.startLine})`;
    return { start: start2, end };
  }
};
function withLineEnding(text, eol) {
  return text.replace(/\r\n|\r|\n/g, eol);
}
function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out2 = "";
  let at2 = 0;
  for (const e of sorted) {
    out2 += text.slice(at2, e.start) + e.text;
    at2 = e.end;
  }
  return out2 + text.slice(at2);
}
function mapOffset(offset, edits) {
  let delta = 0;
  for (const e of edits) {
    if (e.end <= offset && !(e.start === e.end && e.start === offset)) delta += e.text.length - (e.end - e.start);
    else if (e.start < offset && offset < e.end) return e.start + delta;
  }
  return offset + delta;
}
function unmapOffset(offset, edits) {
  let delta = 0;
  for (const e of edits) {
    const start2 = e.start + delta;
    if (offset < start2) break;
    if (offset < start2 + e.text.length) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}

// ../annotation-lint/src/suggest/checks.ts
var STATEMENT_CONTAINERS = /* @__PURE__ */ new Set([
  "translation_unit",
  "compound_statement",
  "case_statement",
  "preproc_if",
  "preproc_ifdef",
  "preproc_else",
  "preproc_elif",
  "preproc_elifdef"
]);
function countErrors(node) {
  if (!node.hasError) return node.isMissing ? 1 : 0;
  if (node.isError || node.isMissing) return 1;
  let n = 0;
  for (const child of node.children) if (child) n += countErrors(child);
  return n;
}
function firstError(node, near) {
  const errors = [];
  const visit = (n) => {
    if (!n.hasError && !n.isMissing) return;
    if (n.isError || n.isMissing) errors.push(n);
    else for (const child of n.children) if (child) visit(child);
  };
  visit(node);
  return errors.find((e) => e.endIndex >= near) ?? errors[0];
}
function parseFile(parser, text) {
  const tree = parser.parse(text);
  if (!tree) throw new Error("tree-sitter returned no tree");
  return { text, lines: new LineIndex(text), tree, errors: countErrors(tree.rootNode) };
}
var describe2 = (type) => {
  const words = type.replace(/_/g, " ");
  return `${/^[aeiou]/.test(words) ? "an" : "a"} ${words}`;
};
function spanning(root, start2, end) {
  for (let node = root; ; ) {
    const next = node.children.find((c) => c !== null && c.startIndex <= start2 && end <= c.endIndex && c.endIndex > c.startIndex);
    if (!next) return node;
    node = next;
  }
}
function placementProblem(root, start2, end, limit, lineOf) {
  const node = spanning(root, start2, end);
  const endsInside = (n) => n.endIndex >= end && n.endIndex <= limit;
  let container = node;
  if (node.startIndex === start2 && endsInside(node) && node.parent) container = node.parent;
  else {
    const inside2 = container.children.filter((c) => c !== null && c.startIndex < end && start2 < c.endIndex);
    const tiles = inside2.length > 0 && inside2[0].startIndex === start2 && endsInside(inside2.at(-1));
    if (!tiles) return `it would land inside ${describe2(node.type)} (line ${lineOf(node.startIndex)}), not between statements`;
  }
  if (!STATEMENT_CONTAINERS.has(container.type)) {
    return `it would become part of ${describe2(container.type)} (line ${lineOf(container.startIndex)}), not a statement between statements`;
  }
  return void 0;
}
function rootIdentifier(expression) {
  return expression === void 0 ? void 0 : /^[\s&*(]*([A-Za-z_]\w*)\s*(?:$|->|\.|\[|\))/.exec(expression)?.[1];
}
function namesOf(suggestion) {
  if (!suggestion) return [];
  const uses = [];
  const add = (expression, global) => {
    const name2 = rootIdentifier(expression);
    if (name2 && !uses.some((u) => u.name === name2)) uses.push({ name: name2, global });
  };
  add(suggestion.variable, false);
  add(suggestion.lock, true);
  add(suggestion.object, true);
  return uses;
}
function identifiersIn(root, start2, end) {
  if (end <= start2) return [];
  return spanning(root, start2, end).descendantsOfType("identifier").filter((n) => n !== null && n.startIndex >= start2 && n.endIndex <= end);
}
function usedOutsideEdits(root, name2, offset, inserted) {
  return identifiersIn(root, 0, offset).some(
    (n) => n.text === name2 && !inserted.some(({ start: start2, end }) => n.startIndex >= start2 && n.endIndex <= end)
  );
}
function tokenCut(root, offset) {
  for (let node = root; ; ) {
    const next = node.children.find((c) => c !== null && c.startIndex < offset && offset < c.endIndex);
    if (!next) return void 0;
    if (next.childCount === 0) return next;
    node = next;
  }
}
var GLOBAL_ANNOTATION = /\bHEDDLE_GLOBAL(?:_LOCKED)?\s*\(\s*([A-Za-z_]\w*)\s*,/;
function annotatedAlready(file, edits) {
  for (const edit of edits) {
    const object = GLOBAL_ANNOTATION.exec(edit.text)?.[1];
    if (!object) continue;
    for (const existing of file.text.matchAll(new RegExp(`\\bHEDDLE_GLOBAL(?:_LOCKED)?\\s*\\(\\s*${object}\\s*,`, "g"))) {
      if (file.tree.rootNode.descendantForIndex(existing.index)?.type === "comment") continue;
      return `${object} is annotated already (line ${file.lines.lineOf(existing.index)}): change that annotation rather than add a second`;
    }
  }
  return void 0;
}
function checkCalls(check2, root, after, inserted, lineOf) {
  const { file, edits } = check2;
  for (const call of check2.suggestion?.calls ?? []) {
    const name2 = rootIdentifier(call.expression);
    if (!name2) return `its call ${call.call}(${call.expression}) names no variable`;
    const at2 = inserted.find(({ edit, start: start2, end }) => file.lines.lineOf(edit.start) === call.line && after.slice(start2, end).includes(`${call.call}(${call.expression})`));
    if (!at2) continue;
    const identifier = identifiersIn(root, at2.start, at2.end).find((n) => n.text === name2);
    if (!identifier) continue;
    const actual = resolveName(root, name2, identifier.startIndex);
    if (!actual) return `\`${name2}\` is not declared before line ${call.line}, where the fix's ${call.call} uses it`;
    if (call.accessLine < 1 || call.accessLine > file.lines.lineCount) continue;
    const intended = resolveName(root, name2, mapOffset(file.lines.ends[call.accessLine - 1], edits));
    if (intended && !actual.node.equals(intended.node)) {
      return `\`${name2}\` in the ${call.call} before line ${call.line} would mean the \`${name2}\` declared at line ${lineOf(actual.node.startIndex)}, not the one at line ${lineOf(intended.node.startIndex)} the object was accessed through (line ${call.accessLine}): a nearer declaration shadows it`;
    }
  }
  return void 0;
}
function checkFix(parser, check2) {
  const { file, edits } = check2;
  for (const edit of edits) {
    if (edit.lineInsertion) continue;
    const cut = tokenCut(file.tree.rootNode, edit.start) ?? (edit.end > edit.start ? tokenCut(file.tree.rootNode, edit.end) : void 0);
    if (cut) return `its edit at line ${file.lines.lineOf(edit.start)} would cut \`${cut.text}\` in two: was the file changed after the run?`;
  }
  const after = applyEdits(file.text, edits);
  const tree = parser.parse(after);
  if (!tree) return "tree-sitter could not parse the edited file";
  try {
    const root = tree.rootNode;
    const lineOf = (offset) => file.lines.lineOf(unmapOffset(offset, edits));
    let delta = 0;
    const inserted = edits.map((e) => {
      const start2 = e.start + delta;
      delta += e.text.length - (e.end - e.start);
      return { edit: e, start: start2, end: start2 + e.text.length };
    });
    const twice = annotatedAlready(file, edits);
    if (twice) return twice;
    if (countErrors(root) > file.errors) {
      const error = firstError(root, inserted[0]?.start ?? 0);
      return `the file would no longer parse (a syntax error at line ${error ? lineOf(error.startIndex) : "?"} after the edit)`;
    }
    for (const { edit, start: start2, end } of inserted) {
      if (!edit.lineInsertion) continue;
      const text = after.slice(start2, end);
      const a = start2 + (text.length - text.trimStart().length);
      const b = end - (text.length - text.trimEnd().length);
      if (b <= a) continue;
      const problem = placementProblem(root, a, b, end, lineOf);
      if (problem) return `the line it inserts before line ${file.lines.lineOf(edit.start)} is not a statement of its own: ${problem}`;
    }
    const callProblem = checkCalls(check2, root, after, inserted, lineOf);
    if (callProblem) return callProblem;
    const reference = check2.reference === void 0 ? void 0 : mapOffset(check2.reference, edits);
    for (const use of namesOf(check2.suggestion)) {
      const fileScope = use.global ? fileScopeDeclarations(root, use.name)[0] : void 0;
      const atReference = reference !== void 0 ? resolveName(root, use.name, reference) : void 0;
      const intended = fileScope && atReference && !atReference.fileScope && !declaredStatic(atReference.node) ? void 0 : atReference;
      for (const { start: start2, end } of inserted) {
        const declared2 = declarationsAnywhere(root, use.name);
        const uses = identifiersIn(root, start2, end).filter((n) => n.text === use.name && !declared2.some((d) => d.equals(n)));
        for (const identifier of uses) {
          const at2 = lineOf(identifier.startIndex);
          const actual = resolveName(root, use.name, identifier.startIndex);
          if (!actual && declared2.length === 0 && usedOutsideEdits(root, use.name, identifier.startIndex, inserted)) continue;
          if (!actual) {
            const later = declared2.find((d) => d.startIndex >= identifier.startIndex);
            return `\`${use.name}\` is not declared before line ${at2}, where the fix uses it${later ? ` (it is declared at line ${lineOf(later.startIndex)}, after that)` : ""}`;
          }
          if (intended && !actual.node.equals(intended.node)) {
            return `\`${use.name}\` at line ${at2} would mean the \`${use.name}\` declared at line ${lineOf(actual.node.startIndex)}, not the one at line ${lineOf(intended.node.startIndex)} the suggestion is about: a nearer declaration shadows it`;
          }
          if (!intended && fileScope && !actual.fileScope) {
            return `\`${use.name}\` at line ${at2} would mean the local \`${use.name}\` declared at line ${lineOf(actual.node.startIndex)}, which shadows the global \`${use.name}\` (line ${lineOf(fileScope.startIndex)}) the suggestion is about`;
          }
        }
      }
    }
    return void 0;
  } finally {
    tree.delete();
  }
}

// ../annotation-lint/src/suggest/plan.ts
var HEDDLE_INCLUDE = /^[ \t]*#[ \t]*include[ \t]*[<"]heddle\.h[>"]/m;
function isHeddleInclude(text) {
  return HEDDLE_INCLUDE.test(text) && text.trim().split(/\r?\n/).length === 1;
}
var cParser;
var cppParser;
function overlaps(a, b) {
  if (a.start === a.end && b.start === b.end) return false;
  if (a.start === a.end) return b.start < a.start && a.start < b.end;
  if (b.start === b.end) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}
var byPosition = (a, b) => a.start - b.start || a.end - b.end;
function insertionRank(e) {
  if (e.start !== e.end) return 1;
  if (/^\s*heddle_acquire_(?:read|write)\(\s*&/.test(e.text)) return 0;
  if (/^\s*heddle_release_(?:read|write)\(\s*&/.test(e.text)) return 2;
  return 1;
}
function reachRank(e) {
  const call = /^\s*heddle_(acquire|release|set)_(?:read|write|locked|sticky_read|racy)\(([^,;]*)[,)]/.exec(e.text);
  if (!call || e.start !== e.end) return 0;
  const depth = (call[2] ?? "").split("->").length - 1;
  return call[1] === "acquire" ? depth : -depth;
}
var Planner = class {
  constructor(parsers, files) {
    this.parsers = parsers;
    this.files = files;
  }
  parsers;
  files;
  parsed = /* @__PURE__ */ new Map();
  /** Accepted edits per file, in acceptance order; a Map keeps the order files were first touched. */
  edits = /* @__PURE__ */ new Map();
  plan = { files: [], accepted: [], refused: [], alreadyApplied: [], withoutFix: [], missing: [] };
  /** Per file, its lines without surrounding white space (to see a fix applied before). */
  lineSets = /* @__PURE__ */ new Map();
  parserFor(path) {
    return CPP_SOURCE.test(path) && this.parsers.cpp || this.parsers.c;
  }
  file(path) {
    if (!this.parsed.has(path)) {
      const text = this.files.read(path);
      this.parsed.set(path, text === void 0 ? void 0 : parseFile(this.parserFor(path), text));
    }
    return this.parsed.get(path);
  }
  outcome(result, fix) {
    const span2 = result.primary?.span;
    const change = fix?.changes[0];
    const where2 = span2 ? { path: this.files.pathOf(span2) ?? span2.path, line: span2.startLine } : change ? { path: this.files.pathOf(change.artifact, change.absoluteUri) ?? change.artifact.path, line: change.replacements[0]?.deleted.startLine ?? 0 } : { path: "", line: 0 };
    return { result, where: where2, description: fix?.description || result.title };
  }
  refuse(outcome, reason, fixPlace) {
    this.plan.refused.push({ ...outcome, reason, ...fixPlace && { fixPlace } });
  }
  missing(path, outcome) {
    const entry = this.plan.missing.find((m) => m.path === path);
    if (entry) entry.results.push(outcome);
    else this.plan.missing.push({ path, results: [outcome] });
  }
  hasLine(path, file, text) {
    let lines = this.lineSets.get(path);
    if (!lines) this.lineSets.set(path, lines = new Set(file.text.split(/\r\n|\r|\n/).map((l) => l.trim())));
    return text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== "").every((l) => lines.has(l));
  }
  /**
   * The fix's edits per file, or why it cannot be applied ('missing' when a file could not be read). Inserted
   * lines the file already has (a fix applied before, an #include <heddle.h>) are left out; `present` counts them.
   */
  editsOf(fix) {
    const perFile = /* @__PURE__ */ new Map();
    let present = 0;
    for (const change of fix.changes) {
      const path = this.files.pathOf(change.artifact, change.absoluteUri);
      if (path === void 0) return `it edits ${change.artifact.uri}, which names no file that may be edited here (not a local file, or outside the source root)`;
      const file = this.file(path);
      if (!file) return { missing: path };
      const edits = perFile.get(path) ?? [];
      perFile.set(path, edits);
      for (const replacement of change.replacements) {
        const range2 = file.lines.range(replacement.deleted, fix.columnKind);
        if (typeof range2 === "string") return `its edit of ${change.artifact.path} cannot be placed: ${range2}`;
        const text = withLineEnding(replacement.inserted, file.lines.eol);
        if (isHeddleInclude(text) && range2.start === range2.end && HEDDLE_INCLUDE.test(file.text)) continue;
        const lineStart = file.lines.starts[file.lines.lineOf(range2.start) - 1] === range2.start;
        const lineInsertion = range2.start === range2.end && lineStart && text.endsWith("\n");
        if (lineInsertion && text.trim() !== "" && this.hasLine(path, file, text)) {
          present++;
          continue;
        }
        edits.push({ ...range2, text, lineInsertion });
      }
      edits.sort(byPosition);
      const clash = edits.findIndex((e, i2) => i2 > 0 && overlaps(edits[i2 - 1], e));
      if (clash > 0) return `its own edits overlap at line ${file.lines.lineOf(edits[clash].start)} of ${change.artifact.path}`;
    }
    return { perFile, present };
  }
  add(result) {
    const fix = result.fixes[0];
    const outcome = this.outcome(result, fix);
    if (!fix) {
      this.plan.withoutFix.push(outcome);
      return;
    }
    if (fix.problem) return this.refuse(outcome, fix.problem);
    const planned = this.editsOf(fix);
    if (typeof planned === "string") return this.refuse(outcome, planned);
    if ("missing" in planned) return this.missing(planned.missing, outcome);
    const { perFile, present } = planned;
    if (present > 0 && [...perFile.values()].every((edits) => edits.length === 0)) {
      this.plan.alreadyApplied.push(outcome);
      return;
    }
    const span2 = result.primary?.span;
    const primaryPath = span2 && this.files.pathOf(span2);
    const pending = [];
    for (const [path, edits] of perFile) {
      const file = this.file(path);
      const reference = primaryPath === path && span2.startLine <= file.lines.lineCount ? file.lines.ends[span2.startLine - 1] : void 0;
      const problem = checkFix(this.parserFor(path), { file, edits, ...result.heddle.suggestion && { suggestion: result.heddle.suggestion }, ...reference !== void 0 && { reference } });
      if (problem) return this.refuse(outcome, problem, path === outcome.where.path ? void 0 : fixPlaceIn(path, file, edits));
      const accepted = this.edits.get(path) ?? [];
      for (const edit of edits) {
        const include = isHeddleInclude(edit.text);
        const same = (e) => e.start === edit.start && e.end === edit.end && e.text === edit.text;
        if (accepted.some(same) || pending.some(([p, e]) => p === path && same(e))) continue;
        if (include && edit.start === edit.end && [...accepted, ...pending.filter(([p]) => p === path).map(([, e]) => e)].some((e) => e.include)) continue;
        const other = accepted.find((e) => overlaps(e, edit));
        if (other) {
          return this.refuse(outcome, `its edit at line ${file.lines.lineOf(edit.start)} overlaps the fix of the suggestion at ${other.owner.where.path}:${other.owner.where.line} (${other.owner.description}), which was accepted first`);
        }
        const { lineInsertion: _, ...plain } = edit;
        pending.push([path, { ...plain, owner: outcome, include }]);
      }
    }
    for (const [path, edit] of pending) {
      const list = this.edits.get(path) ?? [];
      list.push(edit);
      this.edits.set(path, list);
    }
    this.plan.accepted.push(outcome);
  }
  /** The files with every accepted fix applied; a file the fixes together break refuses all of them. */
  finish() {
    for (const [path, edits] of this.edits) {
      const file = this.file(path);
      const after = applyEdits(file.text, edits);
      const tree = this.parserFor(path).parse(after);
      const errors = tree ? countErrors(tree.rootNode) : Infinity;
      tree?.delete();
      if (errors > file.errors) {
        const owners = new Set(edits.map((e) => e.owner));
        for (const owner of owners) this.refuse(owner, `together with the other fixes of ${path} it would make the file fail to parse`);
        this.plan.accepted = this.plan.accepted.filter((o) => !owners.has(o));
        for (const [other, list] of this.edits) this.edits.set(other, list.filter((e) => !owners.has(e.owner)));
      }
    }
    for (const [path, edits] of this.edits) {
      if (edits.length === 0) continue;
      const file = this.file(path);
      const sorted = edits.map((e, i2) => ({ e, i: i2 })).sort((a, b) => byPosition(a.e, b.e) || insertionRank(a.e) - insertionRank(b.e) || reachRank(a.e) - reachRank(b.e) || a.i - b.i).map(({ e }) => ({ start: e.start, end: e.end, text: e.text }));
      this.plan.files.push({ path, before: file.text, after: applyEdits(file.text, sorted), edits: sorted });
    }
    for (const file of this.parsed.values()) file?.tree.delete();
    return this.plan;
  }
};
function fixPlaceIn(path, file, edits) {
  const edit = edits.find((e) => !isHeddleInclude(e.text)) ?? edits[0];
  return { path, line: edit ? file.lines.lineOf(edit.start) : 0 };
}
async function planAnnotations(results, files) {
  cParser ??= createCParser();
  const named = results.flatMap((r) => [r.primary?.span?.path, ...(r.fixes ?? []).flatMap((f) => f.changes.map((c) => c.artifact.path))]);
  if (named.some((path) => path !== void 0 && CPP_SOURCE.test(path))) cppParser ??= createParser("cpp");
  const planner = new Planner({ c: await cParser, ...cppParser && { cpp: await cppParser } }, files);
  for (const result of results) planner.add(result);
  return planner.finish();
}

// ../annotation-lint/src/suggest/diff.ts
init_define_HEDDLE_BUILD_INFO();
var CONTEXT = 3;
function splitLines(text) {
  return text.match(/[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+$/g) ?? [];
}
function chunksOf(file) {
  const index = new LineIndex(file.before);
  const lineStart = (line2) => line2 < index.lineCount ? index.starts[line2] : file.before.length;
  const chunks = [];
  for (const edit of file.edits) {
    const first = index.lineOf(edit.start) - 1;
    const last = index.lineOf(edit.end) - 1;
    const wholeLines = edit.start === lineStart(first) && edit.end === lineStart(last) && (edit.text === "" || /[\r\n]$/.test(edit.text));
    const end = wholeLines ? last : last + 1;
    const open = chunks.at(-1);
    if (open && first < open.end) {
      open.end = Math.max(open.end, end);
      open.edits.push(edit);
    } else chunks.push({ start: first, end, edits: [edit] });
  }
  return chunks.map(({ start: start2, end, edits }) => {
    const from = lineStart(start2);
    const old = file.before.slice(from, lineStart(end));
    return { start: start2, end, lines: splitLines(applyEdits(old, edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from })))) };
  });
}
function line(prefix, text) {
  return /[\r\n]$/.test(text) ? prefix + text : `${prefix}${text}
\\ No newline at end of file
`;
}
var range = (start2, count) => `${count === 0 ? start2 : start2 + 1},${count}`;
function unifiedDiff(file, path) {
  const old = splitLines(file.before);
  const chunks = chunksOf(file);
  let out2 = `--- a/${path}
+++ b/${path}
`;
  let delta = 0;
  for (let i2 = 0; i2 < chunks.length; ) {
    let j = i2;
    while (j + 1 < chunks.length && chunks[j + 1].start - chunks[j].end <= 2 * CONTEXT) j++;
    const start2 = Math.max(0, chunks[i2].start - CONTEXT);
    const end = Math.min(old.length, chunks[j].end + CONTEXT);
    let body2 = "";
    let newCount = 0;
    let at2 = start2;
    for (let k = i2; k <= j; k++) {
      const chunk = chunks[k];
      for (; at2 < chunk.start; at2++, newCount++) body2 += line(" ", old[at2]);
      for (; at2 < chunk.end; at2++) body2 += line("-", old[at2]);
      for (const added of chunk.lines) {
        body2 += line("+", added);
        newCount++;
      }
    }
    for (; at2 < end; at2++, newCount++) body2 += line(" ", old[at2]);
    out2 += `@@ -${range(start2, end - start2)} +${range(start2 + delta, newCount)} @@
${body2}`;
    for (let k = i2; k <= j; k++) delta += chunks[k].lines.length - (chunks[k].end - chunks[k].start);
    i2 = j + 1;
  }
  return out2;
}

// ../annotation-lint/src/cli/annotate.ts
var annotateHelp = (program) => `usage: ${program} annotate [--srcroot DIR] [--apply] results.sarif...

Applies the annotation suggestions (rule annotation-suggestion) that heddle run
wrote in race mode. Each fix is checked with the C parser first: the file must
still parse, an inserted annotation must be a statement of its own, and the
names it uses must mean the same objects there. Refused fixes are listed on
stderr with file:line and why.

options:
  --srcroot DIR   the source root the log's %SRCROOT% paths are relative to, and
                  the folder diff paths are relative to (default: the current folder)
  --apply         write the files (each atomically) instead of printing a diff
  -h, --help      this help

Without --apply, prints a unified diff (apply it with git apply or patch -p1 in DIR).
exit codes: 0 every fix printed or applied, 1 some fixes refused,
            2 bad input (options, SARIF, a source file that is not there)
`;
function readText(path) {
  try {
    return readFileSync3(path, "utf8");
  } catch {
    return void 0;
  }
}
function writeAtomically(path, text) {
  const mode = statSync3(path).mode & 4095;
  const temp = join4(dirname4(path), `.${basename(path)}.heddle-${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, { mode });
    chmodSync(temp, mode);
    renameSync(temp, path);
  } catch (err2) {
    rmSync(temp, { force: true });
    throw err2;
  }
}
async function suggestionsOf(files, cwd) {
  const results = [];
  for (const file of files) {
    if (!statSync3(resolve4(cwd, file), { throwIfNoEntry: false })?.isFile()) {
      throw new UsageError(`annotate: ${file}: no such SARIF file (heddle run writes heddle-results.sarif, or the file given with --out)`);
    }
    try {
      const log = await readSarifFile(resolve4(cwd, file));
      results.push(...resolveResults(log).filter((r) => r.ruleId === ANNOTATION_SUGGESTION_RULE && r.baselineState !== "absent"));
    } catch (err2) {
      if (err2 instanceof SarifInputError) throw new UsageError(err2.message);
      throw new UsageError(`${file}: cannot read it: ${err2.message}`);
    }
  }
  return results;
}
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : /(s|x)$/.test(word) ? "es" : "s"}`;
async function runAnnotate(argv, cwd, program) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { srcroot: { type: "string" }, apply: { type: "boolean" }, help: { type: "boolean", short: "h" } } });
  } catch (err2) {
    throw new UsageError(`${err2.message} (see ${program} annotate --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { code: 0, stdout: annotateHelp(program), stderr: "" };
  if (positionals.length === 0) throw new UsageError(`annotate: name the SARIF file(s) heddle run wrote, e.g. ${program} annotate heddle-results.sarif`);
  const srcRoot = resolve4(cwd, values.srcroot ?? ".");
  if (!statSync3(srcRoot, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`--srcroot ${values.srcroot}: no such folder`);
  const shown = (path) => relative3(srcRoot, path).split(sep).join("/");
  const inRoot = (path) => {
    const rel = relative3(srcRoot, path);
    return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
  };
  const results = await suggestionsOf(positionals, cwd);
  const plan = await planAnnotations(results, {
    pathOf: (artifact, absoluteUri) => {
      const path = artifactFilePath(artifact, srcRoot, absoluteUri);
      return path !== void 0 && inRoot(path) ? path : void 0;
    },
    read: readText
  });
  if (plan.missing.length > 0) {
    const lines = plan.missing.map(({ path, results: missed }) => `annotate: ${shown(path)}: no such file (${path}), named by ${plural(missed.length, "suggestion")}. The log's paths are relative to the folder heddle run was given as --srcroot (default: where it ran): pass that folder as --srcroot${values.srcroot ? ` instead of ${values.srcroot}` : ""}.`);
    throw new UsageError(lines.join(`
${program}: `));
  }
  const where2 = (o) => `${o.where.path ? shown(o.where.path) : "?"}:${o.where.line}`;
  const why = (o) => {
    const reason = o.result.heddle.suggestion?.noFix;
    return reason ? `
${program}:   why: ${reason}` : " (the log gives no reason: heddle run of an earlier version wrote it)";
  };
  const stderr = [
    // The fix's own file and line first when it is another file than the suggestion's: the reason's lines are its.
    ...plan.refused.map((r) => `${program}: refused ${r.fixPlace ? `${where2({ ...r, where: r.fixPlace })} (the fix of the suggestion at ${where2(r)})` : where2(r)}: ${r.description}: ${r.reason}
`),
    ...plan.alreadyApplied.map((o) => `${program}: note: ${where2(o)}: already applied: ${o.description}
`),
    ...plan.withoutFix.map((o) => `${program}: note: ${where2(o)}: no fix to apply: ${o.result.title}${why(o)}
`),
    `${program}: ${plural(plan.accepted.length, "fix")} ${values.apply ? "applied" : "in the diff"} (${plural(plan.files.length, "file")}), ${plan.refused.length} refused, ${plan.withoutFix.length} without a fix${plan.alreadyApplied.length > 0 ? `, ${plan.alreadyApplied.length} already applied` : ""}
`
  ].join("");
  const stdout = values.apply ? applyPlan(plan, shown, where2) : plan.files.map((f) => unifiedDiff(f, shown(f.path))).join("");
  return { code: plan.refused.length > 0 ? 1 : 0, stdout, stderr };
}
function applyPlan(plan, shown, where2) {
  const written = [];
  for (const file of plan.files) {
    try {
      writeAtomically(file.path, file.after);
      written.push(file);
    } catch (err2) {
      const done = written.length > 0 ? ` (already written: ${written.map((f) => shown(f.path)).join(", ")})` : "";
      throw new UsageError(`annotate: cannot write ${shown(file.path)}: ${err2.message}${done}`);
    }
  }
  const lines = plan.files.map((f) => `${shown(f.path)}: ${plural(f.edits.length, "edit")}
`);
  lines.push(...plan.accepted.map((o) => `  ${where2(o)}: ${o.description}
`));
  return lines.join("");
}

// ../annotation-lint/src/cli/run.ts
var HELP = `usage: heddle-lint [paths\u2026] [options]
       heddle-lint annotate [--srcroot DIR] [--apply] results.sarif...   (see heddle-lint annotate --help)

Lints heddle sharing annotations in C sources (.c, .h), C++ sources (.cc, .cpp,
.cxx, .C, .hh, .hpp, .hxx; a .h is C unless the compile database compiles it as
C++) and LOOM execution filters (.hfilter). Paths are files or folders (default:
the current folder).

options:
  --format text|json|sarif   output format (default: text)
  -o, --output FILE          write the output to FILE instead of stdout
  --config FILE              config file (default: ./.heddle-lint.json if present)
  -p, --build-path DIR       the build folder holding compile_commands.json: which
                             files link into which program, and their -D macros
                             (default: ./compile_commands.json or
                             ./build/compile_commands.json if present; without
                             one, each file defining main is a program with the
                             files that define none)
  -h, --help                 this help
  --version                  print the version and which C parser is in use

exit codes: 0 no errors, 1 error-level findings, 2 usage or configuration error,
            3 internal error (a bug in heddle-lint: please report it)
rules: docs/lint-rules.md \xB7 filter language: docs/filters.md
`;
async function runCli(argv, cwd, program = "heddle-lint") {
  if (argv[0] === "annotate") return runAnnotate(argv.slice(1), cwd, program);
  let parsed;
  try {
    parsed = parseArgs2({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string", default: "text" },
        output: { type: "string", short: "o" },
        config: { type: "string" },
        "build-path": { type: "string", short: "p" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean" }
      }
    });
  } catch (err2) {
    throw new UsageError(`${err2.message} (see heddle-lint --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { code: 0, stdout: HELP };
  if (values.version) return { code: 0, stdout: `${versionLine("heddle-lint")}
${parserInUse()}
` };
  const format = values.format;
  if (format !== "text" && format !== "json" && format !== "sarif") throw new UsageError(`--format must be text, json or sarif, not '${format}'`);
  const config = loadConfig(cwd, values.config);
  const { files, skipped, excluded, notLinted } = collectFiles(cwd, positionals, config);
  const warning = notLintedWarning(notLinted);
  const stderr = [
    ...skipped.map((f) => `heddle-lint: skipping ${f}: not a C or C++ source (.c, .h, .cc, .cpp, .cxx, .C, .hh, .hpp, .hxx) or an execution filter (.hfilter)${NOT_LINTED_SOURCE.test(f) ? ": this language is not linted" : ""}
`),
    ...excluded.map((f) => `heddle-lint: skipping ${f}: excluded by ${config.file ?? "the config"} (include/exclude)
`),
    ...warning ? [`heddle-lint: warning: ${warning}
`] : []
  ].join("");
  const database = compileDatabase(cwd, values["build-path"]);
  const build = database && {
    targetsOf: (p) => database.targetsOf(resolve5(cwd, p)),
    definesOf: (p) => database.definesOf(resolve5(cwd, p)),
    languageOf: (p) => database.languageOf(resolve5(cwd, p))
  };
  const project = await LintProject.create({ rules: config.rules, build });
  await project.prepare(files);
  for (const f of files) {
    let text;
    try {
      text = readFileSync4(resolve5(cwd, f), "utf8");
    } catch (err2) {
      throw new UsageError(`${f}: cannot read: ${err2.message}`);
    }
    project.setFile(f, text);
  }
  const findings = project.lint();
  const output = format === "sarif" ? serializeSarif(findingsToSarif(findings, { srcRoot: cwd, toolVersion: buildInfo().version, informationUri: buildInfo().homepage, ...warning && { warnings: [warning] } })) : format === "json" ? formatJson(findings, files, notLinted) : formatText(findings, files.length, notLinted.length);
  const code = findings.some((f) => f.severity === "error") ? 1 : 0;
  if (values.output) {
    try {
      writeFileSync2(resolve5(cwd, values.output), output);
    } catch (err2) {
      throw new UsageError(`--output ${values.output}: cannot write it: ${err2.message} (does its folder exist and may it be written?)`);
    }
    return { code, stdout: "", stderr };
  }
  return { code, stdout: output, stderr };
}
function compileDatabase(cwd, buildPath) {
  const where2 = buildPath === void 0 ? findCompileDatabase(cwd) : resolve5(cwd, buildPath);
  if (where2 === void 0) return void 0;
  try {
    return loadCompileDatabase(where2);
  } catch (error) {
    throw new UsageError(`${buildPath === void 0 ? "" : "-p: "}${error.message}`);
  }
}
var LISTED = 10;
function notLintedWarning(files) {
  if (files.length === 0) return void 0;
  const list = files.slice(0, LISTED).join(", ") + (files.length > LISTED ? `, and ${files.length - LISTED} more` : "");
  return `${files.length} file${files.length === 1 ? " was" : "s were"} not linted: heddle-lint reads C and C++ only (not Objective-C, CUDA or C++ modules), so their annotations are not checked (${list})`;
}

// ../annotation-lint/src/cli/bin.ts
var programName = process.env.HEDDLE_LINT_PROGRAM || "heddle-lint";
runCli(process.argv.slice(2), process.cwd(), programName).then(
  ({ code, stdout, stderr }) => {
    if (stderr) process.stderr.write(stderr);
    process.stdout.write(stdout);
    process.exitCode = code;
  },
  (err2) => {
    if (err2 instanceof UsageError) {
      process.stderr.write(`${programName}: ${err2.message}
`);
      process.exitCode = 2;
      return;
    }
    process.stderr.write(`${programName}: internal error (please report): ${err2 instanceof Error ? err2.stack : String(err2)}
`);
    process.exitCode = 3;
  }
);

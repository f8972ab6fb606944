import { createRequire as __heddleCreateRequire } from 'node:module'; const require = __heddleCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// <define:__HEDDLE_BUILD_INFO__>
var define_HEDDLE_BUILD_INFO_default;
var init_define_HEDDLE_BUILD_INFO = __esm({
  "<define:__HEDDLE_BUILD_INFO__>"() {
    define_HEDDLE_BUILD_INFO_default = { version: "0.1.0", commit: "unknown", homepage: "https://heddle.dev" };
  }
});

// ../node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "../node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// ../node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "../node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    init_define_HEDDLE_BUILD_INFO();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate2, compare) {
      return { validate: validate2, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI2 = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI2.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// ../sarif/src/github-limits.ts
init_define_HEDDLE_BUILD_INFO();
var MAX_RUNS_PER_FILE = 20;
var MAX_RESULTS_PER_RUN = 25e3;
var MAX_LOCATIONS_PER_RESULT = 1e3;
var MAX_THREAD_FLOW_LOCATIONS_PER_RESULT = 1e4;
var MAX_GZIPPED_BYTES = 10 * 1024 * 1024;
var GITHUB_FINGERPRINT_KEY = "primaryLocationLineHash";
var MAX_ANNOTATIONS_PER_LEVEL_PER_STEP = 10;
var MAX_ANNOTATIONS_PER_JOB = 50;
var MAX_CHECK_ANNOTATIONS_PER_REQUEST = 50;
var MAX_CHECK_SUMMARY_CHARS = 65535;
var MAX_STEP_SUMMARY_BYTES = 1024 * 1024;
var SRCROOT = "%SRCROOT%";
var MAX_ANNOTATION_TEXT_BYTES = 64 * 1024;
var MAX_ANNOTATION_TITLE_CHARS = 255;

// ../sarif/src/builder.ts
init_define_HEDDLE_BUILD_INFO();
import { isAbsolute, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";

// ../sarif/src/json-writer.ts
init_define_HEDDLE_BUILD_INFO();
import { closeSync, openSync, writeSync } from "node:fs";

// ../sarif/src/clone.ts
init_define_HEDDLE_BUILD_INFO();
function copyOf(value, work) {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (typeof value !== "object" || value === null) return value;
  const to = Array.isArray(value) ? [] : {};
  work.push({ from: value, to });
  return to;
}
function cloneJson(value) {
  if (!isSerializable(value)) return void 0;
  const work = [];
  const root = copyOf(value, work);
  while (work.length > 0) {
    const { from, to } = work.pop();
    if (Array.isArray(from)) {
      for (const item of from) to.push(isSerializable(item) ? copyOf(item, work) : null);
    } else {
      for (const key of Object.keys(from)) {
        const item = from[key];
        if (isSerializable(item)) to[key] = copyOf(item, work);
      }
    }
  }
  return root;
}
function isSerializable(value) {
  return value !== void 0 && typeof value !== "function" && typeof value !== "symbol";
}

// ../sarif/src/json-writer.ts
var PRETTY_DEPTH = 64;
var NATIVE_DEPTH = 4;
var CHUNK_CHARS = 1 << 20;
function stringified(value, indent) {
  try {
    return JSON.stringify(value, null, indent);
  } catch (error) {
    if (error instanceof RangeError) return void 0;
    throw error;
  }
}
function scalar(value) {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  return JSON.stringify(value);
}
function writeJson(value, emit, indent = 2) {
  if (!isSerializable(value)) return;
  const step = " ".repeat(indent);
  const colon = ": ";
  const open = [];
  let text = "";
  const put = (piece) => {
    text += piece;
    if (text.length >= CHUNK_CHARS) {
      emit(text);
      text = "";
    }
  };
  const begin = (v, outer, walked) => {
    if (typeof v !== "object" || v === null) return put(scalar(v));
    if (open.length >= NATIVE_DEPTH && !walked) {
      const native = stringified(v, outer === "" ? 0 : indent);
      if (native !== void 0) return put(outer === "" ? native : native.replaceAll("\n", outer));
      walked = true;
    }
    const array = Array.isArray(v);
    const keys = array ? void 0 : Object.keys(v).filter((k) => isSerializable(v[k]));
    if ((array ? v.length : keys.length) === 0) return put(array ? "[]" : "{}");
    put(array ? "[" : "{");
    const pretty = indent > 0 && open.length < PRETTY_DEPTH;
    open.push({ value: v, keys, next: 0, inner: pretty ? `${outer}${step}` : "", outer: pretty ? outer : "", walked });
  };
  begin(value, indent > 0 ? "\n" : "", false);
  while (open.length > 0) {
    const top = open[open.length - 1];
    const count = top.keys ? top.keys.length : top.value.length;
    if (top.next === count) {
      open.pop();
      put(`${top.outer}${top.keys ? "}" : "]"}`);
      continue;
    }
    const i = top.next++;
    put(i > 0 ? `,${top.inner}` : top.inner);
    if (top.keys) {
      const key = top.keys[i];
      put(`${JSON.stringify(key)}${top.inner === "" ? ":" : colon}`);
      begin(top.value[key], top.inner, top.walked);
    } else {
      const item = top.value[i];
      begin(isSerializable(item) ? item : null, top.inner, top.walked);
    }
  }
  if (text !== "") emit(text);
}
function jsonText(value, indent = 2) {
  const parts = [];
  writeJson(value, (chunk) => parts.push(chunk), indent);
  return parts.join("");
}
function writeJsonFile(path, value, indent = 2) {
  const fd = openSync(path, "w");
  try {
    writeJson(value, (chunk) => writeSync(fd, chunk), indent);
    writeSync(fd, "\n");
  } finally {
    closeSync(fd);
  }
}

// ../sarif/src/builder.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
function sourceLocation(input, srcRoot) {
  let path = input.path;
  if (isAbsolute(path) && srcRoot) path = relative(srcRoot, path);
  if (isAbsolute(path)) throw new Error(`sourceLocation: ${path} is absolute and not under the source root`);
  const uri = path.split(sep).join("/");
  const location = {
    physicalLocation: {
      artifactLocation: { uri, uriBaseId: SRCROOT },
      region: {
        startLine: input.startLine,
        ...input.startColumn !== void 0 && { startColumn: input.startColumn },
        ...input.endLine !== void 0 && { endLine: input.endLine },
        ...input.endColumn !== void 0 && { endColumn: input.endColumn }
      }
    }
  };
  if (input.id !== void 0) location.id = input.id;
  if (input.message !== void 0) location.message = { text: input.message };
  if (input.functionName !== void 0) location.logicalLocations = [{ name: input.functionName, kind: "function" }];
  return location;
}
var RunBuilder = class {
  constructor(options) {
    this.options = options;
  }
  options;
  rules = [];
  ruleIndex = /* @__PURE__ */ new Map();
  results = [];
  notifications = [];
  executionSuccessful = true;
  get srcRoot() {
    return this.options.srcRoot;
  }
  /** Adds a rule once; adding the same id again returns the first one's index. */
  addRule(rule) {
    const known = this.ruleIndex.get(rule.id);
    if (known !== void 0) return known;
    this.rules.push(rule);
    this.ruleIndex.set(rule.id, this.rules.length - 1);
    return this.rules.length - 1;
  }
  /** Adds a result of a rule added before (a programming error otherwise). */
  addResult(input) {
    const index2 = this.ruleIndex.get(input.ruleId);
    if (index2 === void 0) throw new Error(`RunBuilder.addResult: rule ${input.ruleId} was not added with addRule`);
    const result = { ...input, ruleIndex: index2 };
    this.results.push(result);
    return result;
  }
  /** A tool execution notification (shown by viewers; used to say what was truncated or failed). */
  addNotification(level, text, descriptorId) {
    this.notifications.push({ level, message: { text }, ...descriptorId && { descriptor: { id: descriptorId } } });
  }
  /** Marks the run as failed (e.g. the program under test crashed before the log was complete). */
  markFailed() {
    this.executionSuccessful = false;
  }
  build() {
    const { tool, category, srcRoot } = this.options;
    const run = {
      tool: { driver: { ...tool, rules: [...this.rules] } },
      invocations: [
        {
          executionSuccessful: this.executionSuccessful,
          ...this.notifications.length > 0 && { toolExecutionNotifications: [...this.notifications] }
        }
      ],
      results: [...this.results],
      columnKind: "utf16CodeUnits"
    };
    if (srcRoot) run.originalUriBaseIds = { [SRCROOT]: { uri: pathToFileURL(srcRoot.endsWith("/") ? srcRoot : `${srcRoot}/`).href } };
    if (category !== void 0) run.automationDetails = { id: categoryToAutomationId(category) };
    return run;
  }
};
function categoryToAutomationId(category) {
  return category.endsWith("/") ? category : `${category}/`;
}
var SarifLogBuilder = class {
  runs = [];
  addRun(options) {
    const run = new RunBuilder(options);
    this.runs.push(run);
    return run;
  }
  build() {
    return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: this.runs.map((r) => r.build()) };
  }
};
function serializeSarif(log) {
  return `${jsonText(log)}
`;
}
function writeSarifFile(path, log) {
  writeJsonFile(path, log);
}

// ../sarif/src/resolve.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/messages.ts
init_define_HEDDLE_BUILD_INFO();
function substitute(template, args) {
  return template.replace(/\{(\d+)\}/g, (whole, n) => args?.[Number(n)] ?? whole);
}
function messageStrings(message, rule, run) {
  if (!message) return { text: "" };
  if (message.text !== void 0) {
    return { text: substitute(message.text, message.arguments), ...message.markdown !== void 0 && { markdown: substitute(message.markdown, message.arguments) } };
  }
  if (message.id !== void 0) {
    const found = rule?.messageStrings?.[message.id] ?? run.tool.driver.globalMessageStrings?.[message.id];
    if (found) {
      return { text: substitute(found.text, message.arguments), ...found.markdown !== void 0 && { markdown: substitute(found.markdown, message.arguments) } };
    }
    return { text: `[message ${message.id} not found in the rule or tool]` };
  }
  return { text: "" };
}
function stripEmbeddedLinks(text) {
  return text.replace(/(?<!\\)\[((?:\\.|[^\]\\])*)\]\(([^)]*)\)/g, (_whole, label) => label).replace(/\\([[\]])/g, "$1");
}
function firstSentence(text) {
  const line = text.split("\n", 1)[0] ?? "";
  const end = /[.!?](\s|$)/.exec(line);
  return (end ? line.slice(0, end.index + 1) : line).trim();
}

// ../sarif/src/locations.ts
init_define_HEDDLE_BUILD_INFO();
import { fileURLToPath } from "node:url";
function artifactLocationOf(location, run) {
  if (!location) return void 0;
  if (location.uri !== void 0 || location.index === void 0) return location;
  const artifact = run.artifacts?.[location.index]?.location;
  return artifact ? { ...artifact, ...location, uri: artifact.uri, uriBaseId: location.uriBaseId ?? artifact.uriBaseId } : location;
}
function readablePath(uri) {
  if (uri.startsWith("file:")) {
    try {
      return fileURLToPath(uri);
    } catch {
      return uri;
    }
  }
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}
function spanOf(location, run) {
  const physical = location?.physicalLocation;
  const artifact = artifactLocationOf(physical?.artifactLocation, run);
  if (!artifact?.uri) return void 0;
  const region = physical?.region ?? physical?.contextRegion;
  const startLine = region?.startLine ?? 1;
  return {
    uri: artifact.uri,
    ...artifact.uriBaseId !== void 0 && { uriBaseId: artifact.uriBaseId },
    path: readablePath(artifact.uri),
    startLine,
    ...region?.startColumn !== void 0 && { startColumn: region.startColumn },
    endLine: region?.endLine ?? startLine,
    ...region?.endColumn !== void 0 && { endColumn: region.endColumn }
  };
}
function functionNameOf(location, run) {
  const logical = location?.logicalLocations?.[0];
  if (!logical) return void 0;
  const indexed = logical.index !== void 0 ? run.logicalLocations?.[logical.index] : void 0;
  return logical.fullyQualifiedName ?? logical.name ?? indexed?.fullyQualifiedName ?? indexed?.name;
}
function binaryOf(location, span) {
  const physical = location?.physicalLocation;
  if (!physical?.address || physical.region || physical.contextRegion) return void 0;
  const module = span?.path ?? physical.address.fullyQualifiedName ?? physical.address.name;
  if (module === void 0) return void 0;
  const offset = physical.address.relativeAddress ?? physical.address.offsetFromParent;
  return { module, ...offset !== void 0 && { offset } };
}
function resolveLocation(location, run) {
  const span = spanOf(location, run);
  const binary = binaryOf(location, span);
  const functionName = functionNameOf(location, run);
  const message = location?.message ? stripEmbeddedLinks(messageStrings(location.message, void 0, run).text) : void 0;
  return {
    ...span && { span },
    ...message && { message },
    ...functionName && { functionName },
    ...location?.id !== void 0 && { id: location.id },
    ...binary && { binary }
  };
}

// ../sarif/src/threads.ts
init_define_HEDDLE_BUILD_INFO();
function threadFlowLocationOf(tfl, run) {
  return tfl.index !== void 0 && run.threadFlowLocations?.[tfl.index] ? { ...run.threadFlowLocations[tfl.index], ...tfl } : tfl;
}
function isCallerFrame(tfl) {
  if (tfl.stack || !tfl.location) return false;
  if (tfl.importance === "unimportant") return true;
  return tfl.location.message === void 0 && tfl.executionOrder === void 0 && !tfl.kinds?.length;
}
function isDeeper(inner, outer) {
  return inner.nestingLevel !== void 0 && outer.nestingLevel !== void 0 && inner.nestingLevel > outer.nestingLevel;
}
function eventFields(tfl) {
  return {
    kinds: tfl.kinds ?? [],
    ...tfl.executionOrder !== void 0 && { executionOrder: tfl.executionOrder },
    ...tfl.nestingLevel !== void 0 && { nestingLevel: tfl.nestingLevel }
  };
}
function plainMessage(message, run) {
  return message ? stripEmbeddedLinks(messageStrings(message, void 0, run).text) || void 0 : void 0;
}
function stepOf(raw, run) {
  const tfl = threadFlowLocationOf(raw, run);
  return {
    tfl,
    ...tfl.location && { location: resolveLocation(tfl.location, run) },
    stack: (tfl.stack?.frames ?? []).map((frame) => resolveLocation(frame.location, run))
  };
}
function stackEvent(stack, run, step) {
  const location = step?.location ?? stack.find((f) => f.span) ?? stack[0];
  if (!location) return void 0;
  const message = location.message ?? (step ? plainMessage(step.tfl.stack?.message, run) : void 0);
  return {
    ...message !== void 0 && { message },
    ...step ? eventFields(step.tfl) : { kinds: [] },
    location,
    stack: stack.length > 0 ? stack : [location]
  };
}
function stepEvent(step, callers) {
  const { location } = step;
  const outer = callers.map((c) => c.location).reverse();
  return { ...location.message !== void 0 && { message: location.message }, ...eventFields(step.tfl), location, stack: [location, ...outer] };
}
function decodeThreadFlow(threadFlow, run) {
  const events = [];
  const frames = [];
  let callers = [];
  const releaseCallers = () => {
    for (const caller of callers) events.push(stepEvent(caller, []));
    callers = [];
  };
  for (const raw of threadFlow.locations) {
    const step = stepOf(raw, run);
    const { tfl, location } = step;
    frames.push(...location ? [location] : [...step.stack].reverse());
    const last = callers.at(-1);
    if (step.stack.length > 0) {
      releaseCallers();
      const event = stackEvent(step.stack, run, step);
      if (event) events.push(event);
    } else if (!location) {
      continue;
    } else if (isCallerFrame(tfl)) {
      if (last && !isDeeper(tfl, last.tfl)) releaseCallers();
      callers.push({ ...step, location });
    } else if (last && isDeeper(tfl, last.tfl)) {
      events.push(stepEvent({ ...step, location }, callers));
      callers = [];
    } else {
      releaseCallers();
      events.push(stepEvent({ ...step, location }, []));
    }
  }
  releaseCallers();
  return { events, frames };
}
function threadsOf(result, run) {
  const threads = [];
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      const name = plainMessage(threadFlow.message, run) ?? threadFlow.id ?? `thread ${threads.length + 1}`;
      threads.push({ ...threadFlow.id !== void 0 && { id: threadFlow.id }, name, ...decodeThreadFlow(threadFlow, run) });
    }
  }
  if (threads.length === 0) {
    for (const stack of result.stacks ?? []) {
      const frames = stack.frames.map((frame) => resolveLocation(frame.location, run));
      const event = stackEvent(frames, run);
      threads.push({ name: plainMessage(stack.message, run) ?? `stack ${threads.length + 1}`, events: event ? [event] : [], frames: [...frames].reverse() });
    }
  }
  return threads;
}

// ../sarif/src/fixes.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/uris.ts
init_define_HEDDLE_BUILD_INFO();
import { isAbsolute as isAbsolute2, join, relative as relative2, sep as sep2 } from "node:path";
import { fileURLToPath as fileURLToPath2, pathToFileURL as pathToFileURL2 } from "node:url";
var ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:/i;
var SRCROOT_NAMES = [SRCROOT, "SRCROOT"];
function directoryUri(dir) {
  const href = pathToFileURL2(dir).href;
  return href.endsWith("/") ? href : `${href}/`;
}
function absoluteUriOf(location, run, depth = 0) {
  const uri = location.uri;
  if (uri === void 0) return void 0;
  if (ABSOLUTE_URI.test(uri)) return uri;
  if (!location.uriBaseId || depth > 8) return void 0;
  const base = run.originalUriBaseIds?.[location.uriBaseId];
  if (!base) return void 0;
  const baseUri = absoluteUriOf(base, run, depth + 1);
  if (!baseUri) return void 0;
  try {
    return new URL(uri, baseUri.endsWith("/") ? baseUri : `${baseUri}/`).href;
  } catch {
    return void 0;
  }
}
function srcRootRelative(absoluteUri, srcRoot) {
  if (!absoluteUri.startsWith("file:")) return void 0;
  let path;
  try {
    path = fileURLToPath2(absoluteUri);
  } catch {
    return void 0;
  }
  const rel = relative2(srcRoot, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute2(rel)) return void 0;
  return rel.split(sep2).map(encodeURIComponent).join("/");
}
function forEachArtifactLocation(value, visit2) {
  const work = [value];
  while (work.length > 0) {
    const item = work.pop();
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) work.push(item[i]);
    } else if (typeof item === "object" && item !== null) {
      const record = item;
      if (typeof record.uri === "string") visit2(record);
      const children = Object.entries(record).filter(([key, child]) => key !== "originalUriBaseIds" && typeof child === "object");
      for (let i = children.length - 1; i >= 0; i--) work.push(children[i][1]);
    }
  }
}
function rebaseRunOntoSrcRoot(run, srcRoot) {
  forEachArtifactLocation(run, (location) => {
    const uri = location.uri;
    if (!ABSOLUTE_URI.test(uri) && (!location.uriBaseId || SRCROOT_NAMES.includes(location.uriBaseId))) {
      location.uriBaseId = SRCROOT;
      return;
    }
    const absolute = absoluteUriOf(location, run);
    const rel = absolute ? srcRootRelative(absolute, srcRoot) : void 0;
    if (rel !== void 0) {
      location.uri = rel;
      location.uriBaseId = SRCROOT;
    }
  });
  const others = Object.entries(run.originalUriBaseIds ?? {}).filter(([name]) => !SRCROOT_NAMES.includes(name));
  run.originalUriBaseIds = { ...Object.fromEntries(others), [SRCROOT]: { uri: directoryUri(srcRoot) } };
}
function inferSrcRoot(logs) {
  for (const run of logs.flatMap((log) => log.runs)) {
    for (const name of SRCROOT_NAMES) {
      const uri = run.originalUriBaseIds?.[name]?.uri;
      if (uri?.startsWith("file:")) {
        try {
          return fileURLToPath2(uri);
        } catch {
        }
      }
    }
  }
  return void 0;
}
function artifactFilePath(artifact, srcRoot, absoluteUri) {
  const local = (uri) => {
    try {
      return fileURLToPath2(uri);
    } catch {
      return void 0;
    }
  };
  if (ABSOLUTE_URI.test(artifact.uri)) return artifact.uri.startsWith("file:") ? local(artifact.uri) : void 0;
  if (!artifact.uriBaseId || SRCROOT_NAMES.includes(artifact.uriBaseId) || !absoluteUri) return join(srcRoot, artifact.path);
  return absoluteUri.startsWith("file:") ? local(absoluteUri) : void 0;
}

// ../sarif/src/fixes.ts
function unsupported(replacement) {
  const region = replacement.deletedRegion;
  if (region.startLine === void 0) return "a deletedRegion without startLine (a byte or character offset region), which heddle does not apply";
  if (replacement.insertedContent && replacement.insertedContent.text === void 0) return "binary insertedContent, which heddle does not apply";
  return void 0;
}
function replacementOf(replacement) {
  const region = replacement.deletedRegion;
  const startLine = region.startLine ?? 1;
  return {
    deleted: {
      startLine,
      ...region.startColumn !== void 0 && { startColumn: region.startColumn },
      endLine: region.endLine ?? startLine,
      ...region.endColumn !== void 0 && { endColumn: region.endColumn }
    },
    inserted: replacement.insertedContent?.text ?? ""
  };
}
function changeOf(change, run) {
  const location = artifactLocationOf(change.artifactLocation, run);
  if (location?.uri === void 0) return "an artifactChange without a URI";
  const artifact = {
    uri: location.uri,
    ...location.uriBaseId !== void 0 && { uriBaseId: location.uriBaseId },
    path: readablePath(location.uri)
  };
  const problem = change.replacements.map(unsupported).find((p) => p !== void 0);
  if (problem) return problem;
  const absoluteUri = absoluteUriOf(location, run);
  return { artifact, ...absoluteUri !== void 0 && { absoluteUri }, replacements: change.replacements.map(replacementOf) };
}
function fixOf(fix, run, columnKind) {
  const description = fix.description ? stripEmbeddedLinks(messageStrings(fix.description, void 0, run).text) : "";
  const changes = [];
  for (const change of fix.artifactChanges) {
    const resolved = changeOf(change, run);
    if (typeof resolved === "string") return { description, columnKind, changes: [], problem: `the fix has ${resolved}` };
    changes.push(resolved);
  }
  return { description, columnKind, changes };
}
function fixesOf(result, run) {
  if (!result.fixes?.length) return [];
  const columnKind = run.columnKind === "unicodeCodePoints" ? "unicodeCodePoints" : "utf16CodeUnits";
  return result.fixes.map((fix) => fixOf(fix, run, columnKind));
}

// ../sarif/src/types.ts
init_define_HEDDLE_BUILD_INFO();
var ANNOTATION_SUGGESTION_RULE = "annotation-suggestion";
var SUGGESTION_KINDS = ["locked", "sticky-read", "read-shared", "hand-off", "slice", "racy", "fields"];
var SUGGESTION_CALLS = ["heddle_release_write", "heddle_acquire_write", "heddle_release_read", "heddle_acquire_read"];

// ../sarif/src/resolve.ts
function runCategory(run) {
  const id = run.automationDetails?.id;
  if (!id) return "";
  const slash = id.lastIndexOf("/");
  return slash < 0 ? id : id.slice(0, slash);
}
function findRule(result, run) {
  const component = result.rule?.toolComponent;
  const owner = component?.index !== void 0 ? run.tool.extensions?.[component.index] : component?.name !== void 0 ? run.tool.extensions?.find((e) => e.name === component.name) : void 0;
  const rules = (owner ?? run.tool.driver).rules ?? [];
  const index2 = result.ruleIndex ?? result.rule?.index;
  if (index2 !== void 0 && index2 >= 0 && rules[index2]) return rules[index2];
  const id = result.ruleId ?? result.rule?.id;
  return id === void 0 ? void 0 : rules.find((r) => r.id === id);
}
function ruleIdOf(result, run) {
  return result.ruleId ?? result.rule?.id ?? findRule(result, run)?.id ?? "(no rule)";
}
function levelOf(result, rule) {
  if (result.kind !== void 0 && result.kind !== "fail") return "none";
  return result.level ?? rule?.defaultConfiguration?.level ?? "warning";
}
function fingerprintOf(result) {
  const partial = result.partialFingerprints;
  if (partial) {
    const primary = partial[GITHUB_FINGERPRINT_KEY];
    if (primary !== void 0) return primary;
    const keys = Object.keys(partial).sort();
    if (keys[0] !== void 0) return `${keys[0]}=${partial[keys[0]]}`;
  }
  return void 0;
}
function heddlePropertiesOf(result) {
  const bag = result.properties ?? {};
  const out = {};
  for (const key of ["object", "policy", "detail", "address"]) {
    if (typeof bag[key] === "string") out[key] = bag[key];
  }
  for (const key of ["thread", "accessSize", "objectSize", "owner", "pid", "occurrences"]) {
    if (typeof bag[key] === "number") out[key] = bag[key];
  }
  if (bag.access === "read" || bag.access === "write" || bag.access === "call") out.access = bag.access;
  const suggestion = suggestionOf(bag.suggestion);
  if (suggestion) out.suggestion = suggestion;
  return out;
}
function suggestionOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const bag = value;
  if (!SUGGESTION_KINDS.includes(bag.kind)) return void 0;
  const calls = Array.isArray(bag.calls) ? bag.calls.flatMap(callOf) : [];
  return {
    kind: bag.kind,
    ...typeof bag.object === "string" && { object: bag.object },
    ...typeof bag.lock === "string" && { lock: bag.lock },
    ...typeof bag.variable === "string" && { variable: bag.variable },
    ...typeof bag.threads === "number" && { threads: bag.threads },
    ...calls.length > 0 && { calls },
    ...typeof bag.noFix === "string" && { noFix: bag.noFix }
  };
}
function callOf(value) {
  if (typeof value !== "object" || value === null) return [];
  const { call, expression, line, accessLine: accessLine2 } = value;
  const name = SUGGESTION_CALLS.find((known) => known === call);
  if (!name) return [];
  if (typeof expression !== "string" || !Number.isInteger(line) || !Number.isInteger(accessLine2)) return [];
  return [{ call: name, expression, line, accessLine: accessLine2 }];
}
function baselineStateOf(result) {
  switch (result.baselineState) {
    case "new":
    case "absent":
    case "unchanged":
      return result.baselineState;
    case "updated":
      return "unchanged";
    default:
      return void 0;
  }
}
function resolveResult(result, run, runIndex, resultIndex) {
  const rule = findRule(result, run);
  const { text, markdown } = messageStrings(result.message, rule, run);
  const message = stripEmbeddedLinks(text);
  const primaryLocation = result.locations?.[0];
  const fingerprint = fingerprintOf(result);
  const baselineState = baselineStateOf(result);
  return {
    runIndex,
    resultIndex,
    toolName: run.tool.driver.name,
    category: runCategory(run),
    ruleId: ruleIdOf(result, run),
    ...rule && { rule },
    ...rule?.helpUri && { helpUri: rule.helpUri },
    level: levelOf(result, rule),
    message,
    markdown: markdown ?? text,
    title: firstSentence(message),
    ...primaryLocation && { primary: resolveLocation(primaryLocation, run) },
    related: (result.relatedLocations ?? []).map((l) => resolveLocation(l, run)),
    threads: threadsOf(result, run),
    fixes: fixesOf(result, run),
    ...fingerprint !== void 0 && { fingerprint },
    ...baselineState && { baselineState },
    heddle: heddlePropertiesOf(result),
    result
  };
}
function resolveResults(log) {
  const out = [];
  log.runs.forEach((run, runIndex) => {
    (run.results ?? []).forEach((result, resultIndex) => out.push(resolveResult(result, run, runIndex, resultIndex)));
  });
  return out;
}

// ../sarif/src/invocations.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/model.ts
init_define_HEDDLE_BUILD_INFO();
var LEVEL_RANK = { error: 3, warning: 2, note: 1, none: 0 };
function levelRank(level) {
  return LEVEL_RANK[level];
}
function formatSpan(span) {
  return `${span.path}:${span.startLine}${span.startColumn !== void 0 ? `:${span.startColumn}` : ""}`;
}
function byImportance(a, b) {
  const isNew = (r) => r.baselineState === "new" ? 1 : 0;
  return isNew(b) - isNew(a) || levelRank(b.level) - levelRank(a.level) || (a.primary?.span?.path ?? "").localeCompare(b.primary?.span?.path ?? "") || (a.primary?.span?.startLine ?? 0) - (b.primary?.span?.startLine ?? 0) || a.runIndex - b.runIndex || a.resultIndex - b.resultIndex;
}

// ../sarif/src/invocations.ts
function descriptorOf(notification, run) {
  const ref = notification.descriptor;
  if (!ref) return void 0;
  const table = run.tool.driver.notifications ?? [];
  return (ref.index !== void 0 ? table[ref.index] : void 0) ?? table.find((d) => d.id === ref.id);
}
function describe(notification, kind, run) {
  const descriptor = descriptorOf(notification, run);
  const location = notification.locations?.[0];
  const span = location ? spanOf(location, run) : void 0;
  const descriptorId = notification.descriptor?.id ?? descriptor?.id;
  return {
    kind,
    level: notification.level ?? descriptor?.defaultConfiguration?.level ?? "warning",
    message: messageStrings(notification.message, descriptor, run).text,
    ...descriptorId !== void 0 && { descriptorId },
    ...span && { where: formatSpan(span) }
  };
}
function programEnd(invocation) {
  const props = invocation.properties ?? {};
  const exit = props.programExitCode;
  const signal = props.programSignalName;
  return {
    ...typeof exit === "number" && Number.isInteger(exit) && { programExitCode: exit },
    ...typeof signal === "string" && signal !== "" && { programSignalName: signal }
  };
}
function outcome(invocation, run, runIndex, invocationIndex) {
  const commandLine = invocation.commandLine ?? (invocation.arguments ? invocation.arguments.join(" ") : void 0);
  return {
    tool: run.tool.driver.name,
    category: runCategory(run),
    runIndex,
    invocationIndex,
    // Required by the schema; a log that omits it is read as successful rather than rejected here.
    executionSuccessful: invocation.executionSuccessful !== false,
    ...invocation.exitCode !== void 0 && { exitCode: invocation.exitCode },
    ...invocation.exitCodeDescription !== void 0 && { exitCodeDescription: invocation.exitCodeDescription },
    ...invocation.exitSignalName !== void 0 && { exitSignalName: invocation.exitSignalName },
    ...commandLine !== void 0 && { commandLine },
    ...programEnd(invocation),
    notifications: [
      ...(invocation.toolExecutionNotifications ?? []).map((n) => describe(n, "execution", run)),
      ...(invocation.toolConfigurationNotifications ?? []).map((n) => describe(n, "configuration", run))
    ]
  };
}
function invocationOutcomes(log) {
  return log.runs.flatMap((run, runIndex) => (run.invocations ?? []).map((inv, i) => outcome(inv, run, runIndex, i)));
}
var WORTH_TELLING = /* @__PURE__ */ new Set(["error", "warning"]);
function noteworthyInvocations(log) {
  return invocationOutcomes(log).map((o) => ({ ...o, notifications: o.notifications.filter((n) => WORTH_TELLING.has(n.level)) })).filter((o) => !o.executionSuccessful || o.notifications.length > 0);
}

// ../sarif/src/views/text-budget.ts
init_define_HEDDLE_BUILD_INFO();
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
function linesBytes(lines) {
  return lines.reduce((n, line) => n + utf8Bytes(line) + 1, 0);
}
function linesThatFit(lines, budget) {
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    used += utf8Bytes(lines[i]) + 1;
    if (used > budget) return i;
  }
  return lines.length;
}
var ELLIPSIS = "\u2026";
function truncateUtf8(text, maxBytes) {
  if (utf8Bytes(text) <= maxBytes) return text;
  const room = maxBytes - utf8Bytes(ELLIPSIS);
  const cut = Buffer.from(text, "utf8").subarray(0, room).toString("utf8").replace(/\uFFFD$/, "");
  return cut + ELLIPSIS;
}
function truncateChars(text, max, marker = ELLIPSIS) {
  if (text.length <= max) return text;
  let end = Math.max(0, max - marker.length);
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? "")) end--;
  return `${text.slice(0, end)}${marker}`;
}

// ../sarif/src/views/markdown.ts
init_define_HEDDLE_BUILD_INFO();
var LEVEL_ICON = { error: "\u{1F534} error", warning: "\u{1F7E0} warning", note: "\u{1F535} note", none: "\u26AA none" };
function escapeCell(text) {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r?\n/g, " ").replace(/([*_`[\]])/g, "\\$1");
}
function inlineCode(text) {
  return `\`${text.replace(/`/g, "'").replace(/\r?\n/g, " ")}\``;
}
function codeCell(text) {
  return inlineCode(text.replace(/\|/g, "\\|"));
}
function urlPath(path) {
  return path.split("/").map((segment) => encodeURIComponent(segment).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join("/");
}
function locationCell(r, linkBase) {
  const span = r.primary?.span;
  if (!span) return "\u2014";
  const label = escapeCell(`${span.path}:${span.startLine}`);
  if (!linkBase || span.path.startsWith("/")) return label;
  const lines = span.endLine > span.startLine ? `#L${span.startLine}-L${span.endLine}` : `#L${span.startLine}`;
  return `[${label}](${linkBase}${urlPath(span.path)}${lines})`;
}
function ruleCell(r) {
  return r.helpUri ? `[${escapeCell(r.ruleId)}](${r.helpUri})` : escapeCell(r.ruleId);
}
function countsTable(results) {
  const rules = /* @__PURE__ */ new Map();
  for (const r of results) {
    const key = `${r.toolName}\0${r.ruleId}`;
    const row = rules.get(key) ?? { rule: r, error: 0, warning: 0, note: 0, new: 0, unchanged: 0, absent: 0 };
    if (r.baselineState === "absent") row.absent++;
    else {
      if (r.level === "error" || r.level === "warning" || r.level === "note") row[r.level]++;
      if (r.baselineState === "new") row.new++;
      if (r.baselineState === "unchanged") row.unchanged++;
    }
    rules.set(key, row);
  }
  const rows = [...rules.values()].sort((a, b) => b.new - a.new || b.error - a.error || a.rule.ruleId.localeCompare(b.rule.ruleId));
  return [
    "| Tool | Rule | Errors | Warnings | Notes | New | Unchanged | Absent |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${escapeCell(row.rule.toolName)} | ${ruleCell(row.rule)} | ${row.error} | ${row.warning} | ${row.note} | ${row.new} | ${row.unchanged} | ${row.absent} |`)
  ];
}
function resultRow(r, linkBase) {
  return `| ${LEVEL_ICON[r.level]} | ${r.baselineState ?? "\u2014"} | ${ruleCell(r)} | ${locationCell(r, linkBase)} | ${escapeCell(r.title)} |`;
}
function statusCell(o) {
  const exit = o.exitCode !== void 0 ? ` (exit ${o.exitCode})` : o.exitSignalName ? ` (${o.exitSignalName})` : "";
  return o.executionSuccessful ? `completed${exit}` : `\u274C did not complete${exit}`;
}
function renderInvocationsMarkdown(outcomes, options = {}) {
  const rows = outcomes.flatMap((o) => {
    const tool = escapeCell(o.category ? `${o.tool} (${o.category})` : o.tool);
    const command = o.commandLine ? codeCell(o.commandLine) : "\u2014";
    const notes = o.notifications.length > 0 ? o.notifications : [void 0];
    return notes.map((n) => `| ${tool} | ${command} | ${statusCell(o)} | ${n ? n.level : "\u2014"} | ${n ? escapeCell(n.where ? `${n.where}: ${n.message}` : n.message) : "no notification says why"} |`);
  });
  if (rows.length === 0) return "";
  const maxRows = options.maxRows ?? 50;
  const more = rows.length > maxRows ? ["", `_${rows.length - maxRows} more notification${rows.length - maxRows === 1 ? "" : "s"} in the SARIF file._`] : [];
  return [options.heading ?? "### Tool notifications", "", "| Tool | Command | Run | Level | Notification |", "| --- | --- | --- | --- | --- |", ...rows.slice(0, maxRows), ...more, ""].join("\n");
}
function renderMarkdown(input, options = {}) {
  const all = Array.isArray(input) ? input : resolveResults(input);
  const present = all.filter((r) => r.baselineState !== "absent");
  const maxBytes = options.maxBytes ?? MAX_STEP_SUMMARY_BYTES;
  const compared = all.some((r) => r.baselineState !== void 0);
  const count = (s) => all.filter((r) => r.baselineState === s).length;
  const head = [`## ${escapeCell(options.title ?? "heddle results")}`, ""];
  const invocations = Array.isArray(input) ? "" : renderInvocationsMarkdown(noteworthyInvocations(input));
  if (invocations) head.push(invocations);
  if (present.length === 0) head.push("No results. \u2705");
  else head.push(`**${present.length} result${present.length === 1 ? "" : "s"}**${compared ? ` \u2014 ${count("new")} new, ${count("unchanged")} unchanged, ${count("absent")} fixed since the baseline` : ""}`);
  if (all.length > 0) head.push("", ...countsTable(all));
  const top = [...present].sort(byImportance).slice(0, options.top ?? 20);
  const rows = top.map((r) => resultRow(r, options.linkBase));
  const tableHead = ["", `### Top results`, "", "| Level | Baseline | Rule | Location | Message |", "| --- | --- | --- | --- | --- |"];
  const render = (n) => {
    const dropped = present.length - n;
    const tail = dropped > 0 ? ["", `_${dropped} more result${dropped === 1 ? "" : "s"} not shown._`] : [];
    return [...head, ...n > 0 ? [...tableHead, ...rows.slice(0, n)] : [], ...tail, ""].join("\n");
  };
  const room = maxBytes - utf8Bytes(render(0)) - linesBytes(tableHead);
  return render(linesThatFit(rows, room));
}

// ../sarif/src/build-info.ts
init_define_HEDDLE_BUILD_INFO();
import { readFileSync } from "node:fs";
var cached;
function buildInfo() {
  if (cached) return cached;
  if (typeof define_HEDDLE_BUILD_INFO_default !== "undefined") return cached = define_HEDDLE_BUILD_INFO_default;
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return cached = { version: manifest.version, commit: "source", homepage: manifest.homepage };
}
function versionLine(tool) {
  const { version, commit } = buildInfo();
  return `${tool} ${version} (commit ${commit})`;
}

// ../sarif/src/index.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/errors.ts
init_define_HEDDLE_BUILD_INFO();
var SarifInputError = class extends Error {
  constructor(source, problem, where, hint) {
    super(`${source}${where ? ` at ${where}` : ""}: ${problem}${hint ? ` (${hint})` : ""}`);
    this.source = source;
    this.problem = problem;
    this.where = where;
    this.hint = hint;
  }
  source;
  problem;
  where;
  hint;
  name = "SarifInputError";
};

// ../sarif/src/read.ts
init_define_HEDDLE_BUILD_INFO();
import { readFile, stat } from "node:fs/promises";
import { readFileSync as readFileSync2, statSync } from "node:fs";

// ../node_modules/jsonc-parser/lib/esm/main.js
init_define_HEDDLE_BUILD_INFO();

// ../node_modules/jsonc-parser/lib/esm/impl/format.js
init_define_HEDDLE_BUILD_INFO();

// ../node_modules/jsonc-parser/lib/esm/impl/scanner.js
init_define_HEDDLE_BUILD_INFO();
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// ../node_modules/jsonc-parser/lib/esm/impl/string-intern.js
init_define_HEDDLE_BUILD_INFO();
var cachedSpaces = new Array(20).fill(0).map((_, index2) => {
  return " ".repeat(index2);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\n" + " ".repeat(index2);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r" + " ".repeat(index2);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r\n" + " ".repeat(index2);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\n" + "	".repeat(index2);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r" + "	".repeat(index2);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r\n" + "	".repeat(index2);
    })
  }
};

// ../node_modules/jsonc-parser/lib/esm/impl/edit.js
init_define_HEDDLE_BUILD_INFO();

// ../node_modules/jsonc-parser/lib/esm/impl/parser.js
init_define_HEDDLE_BUILD_INFO();
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}

// ../node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// ../sarif/src/validate.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/schema/sarif-validator.generated.ts
init_define_HEDDLE_BUILD_INFO();
var import_fast_deep_equal = __toESM(require_fast_deep_equal(), 1);
var import_formats = __toESM(require_formats(), 1);
var validate = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema", "description": "Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema: a standard format for the output of static analysis tools.", "additionalProperties": false, "type": "object", "properties": { "$schema": { "description": "The URI of the JSON schema corresponding to the version.", "type": "string", "format": "uri" }, "version": { "description": "The SARIF format version of this log file.", "enum": ["2.1.0"] }, "runs": { "description": "The set of runs contained in this log file.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "$ref": "#/definitions/run" } }, "inlineExternalProperties": { "description": "References to external property files that share data between runs.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/externalProperties" } }, "properties": { "description": "Key/value pairs that provide additional information about the log file.", "$ref": "#/definitions/propertyBag" } }, "required": ["version", "runs"], "definitions": { "address": { "description": "A physical or virtual address, or a range of addresses, in an 'addressable region' (memory or a binary file).", "additionalProperties": false, "type": "object", "properties": { "absoluteAddress": { "description": "The address expressed as a byte offset from the start of the addressable region.", "type": "integer", "minimum": -1, "default": -1 }, "relativeAddress": { "description": "The address expressed as a byte offset from the absolute address of the top-most parent object.", "type": "integer" }, "length": { "description": "The number of bytes in this range of addresses.", "type": "integer" }, "kind": { "description": "An open-ended string that identifies the address kind. 'data', 'function', 'header','instruction', 'module', 'page', 'section', 'segment', 'stack', 'stackFrame', 'table' are well-known values.", "type": "string" }, "name": { "description": "A name that is associated with the address, e.g., '.text'.", "type": "string" }, "fullyQualifiedName": { "description": "A human-readable fully qualified name that is associated with the address.", "type": "string" }, "offsetFromParent": { "description": "The byte offset of this address from the absolute or relative address of the parent object.", "type": "integer" }, "index": { "description": "The index within run.addresses of the cached object for this address.", "type": "integer", "default": -1, "minimum": -1 }, "parentIndex": { "description": "The index within run.addresses of the parent object.", "type": "integer", "default": -1, "minimum": -1 }, "properties": { "description": "Key/value pairs that provide additional information about the address.", "$ref": "#/definitions/propertyBag" } } }, "artifact": { "description": "A single artifact. In some cases, this artifact might be nested within another artifact.", "additionalProperties": false, "type": "object", "properties": { "description": { "description": "A short description of the artifact.", "$ref": "#/definitions/message" }, "location": { "description": "The location of the artifact.", "$ref": "#/definitions/artifactLocation" }, "parentIndex": { "description": "Identifies the index of the immediate parent of the artifact, if this artifact is nested.", "type": "integer", "default": -1, "minimum": -1 }, "offset": { "description": "The offset in bytes of the artifact within its containing artifact.", "type": "integer", "minimum": 0 }, "length": { "description": "The length of the artifact in bytes.", "type": "integer", "default": -1, "minimum": -1 }, "roles": { "description": "The role or roles played by the artifact in the analysis.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "enum": ["analysisTarget", "attachment", "responseFile", "resultFile", "standardStream", "tracedFile", "unmodified", "modified", "added", "deleted", "renamed", "uncontrolled", "driver", "extension", "translation", "taxonomy", "policy", "referencedOnCommandLine", "memoryContents", "directory", "userSpecifiedConfiguration", "toolSpecifiedConfiguration", "debugOutputFile", "conversionSource", "externalPropertyFile", "repositoryRoot"] } }, "mimeType": { "description": "The MIME type (RFC 2045) of the artifact.", "type": "string", "pattern": "[^/]+/.+" }, "contents": { "description": "The contents of the artifact.", "$ref": "#/definitions/artifactContent" }, "encoding": { "description": "Specifies the encoding for an artifact object that refers to a text file.", "type": "string" }, "sourceLanguage": { "description": "Specifies the source language for any artifact object that refers to a text file that contains source code.", "type": "string" }, "hashes": { "description": "A dictionary, each of whose keys is the name of a hash function and each of whose values is the hashed value of the artifact produced by the specified hash function.", "type": "object", "additionalProperties": { "type": "string" } }, "lastModifiedTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the artifact was most recently modified. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "properties": { "description": "Key/value pairs that provide additional information about the artifact.", "$ref": "#/definitions/propertyBag" } } }, "artifactChange": { "description": "A change to a single artifact.", "additionalProperties": false, "type": "object", "properties": { "artifactLocation": { "description": "The location of the artifact to change.", "$ref": "#/definitions/artifactLocation" }, "replacements": { "description": "An array of replacement objects, each of which represents the replacement of a single region in a single artifact specified by 'artifactLocation'.", "type": "array", "minItems": 1, "uniqueItems": false, "items": { "$ref": "#/definitions/replacement" } }, "properties": { "description": "Key/value pairs that provide additional information about the change.", "$ref": "#/definitions/propertyBag" } }, "required": ["artifactLocation", "replacements"] }, "artifactContent": { "description": "Represents the contents of an artifact.", "type": "object", "additionalProperties": false, "properties": { "text": { "description": "UTF-8-encoded content from a text artifact.", "type": "string" }, "binary": { "description": "MIME Base64-encoded content from a binary artifact, or from a text artifact in its original encoding.", "type": "string" }, "rendered": { "description": "An alternate rendered representation of the artifact (e.g., a decompiled representation of a binary region).", "$ref": "#/definitions/multiformatMessageString" }, "properties": { "description": "Key/value pairs that provide additional information about the artifact content.", "$ref": "#/definitions/propertyBag" } } }, "artifactLocation": { "description": "Specifies the location of an artifact.", "additionalProperties": false, "type": "object", "properties": { "uri": { "description": "A string containing a valid relative or absolute URI.", "type": "string", "format": "uri-reference" }, "uriBaseId": { "description": 'A string which indirectly specifies the absolute URI with respect to which a relative URI in the "uri" property is interpreted.', "type": "string" }, "index": { "description": "The index within the run artifacts array of the artifact object associated with the artifact location.", "type": "integer", "default": -1, "minimum": -1 }, "description": { "description": "A short description of the artifact location.", "$ref": "#/definitions/message" }, "properties": { "description": "Key/value pairs that provide additional information about the artifact location.", "$ref": "#/definitions/propertyBag" } } }, "attachment": { "description": "An artifact relevant to a result.", "type": "object", "additionalProperties": false, "properties": { "description": { "description": "A message describing the role played by the attachment.", "$ref": "#/definitions/message" }, "artifactLocation": { "description": "The location of the attachment.", "$ref": "#/definitions/artifactLocation" }, "regions": { "description": "An array of regions of interest within the attachment.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/region" } }, "rectangles": { "description": "An array of rectangles specifying areas of interest within the image.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/rectangle" } }, "properties": { "description": "Key/value pairs that provide additional information about the attachment.", "$ref": "#/definitions/propertyBag" } }, "required": ["artifactLocation"] }, "codeFlow": { "description": "A set of threadFlows which together describe a pattern of code execution relevant to detecting a result.", "additionalProperties": false, "type": "object", "properties": { "message": { "description": "A message relevant to the code flow.", "$ref": "#/definitions/message" }, "threadFlows": { "description": "An array of one or more unique threadFlow objects, each of which describes the progress of a program through a thread of execution.", "type": "array", "minItems": 1, "uniqueItems": false, "items": { "$ref": "#/definitions/threadFlow" } }, "properties": { "description": "Key/value pairs that provide additional information about the code flow.", "$ref": "#/definitions/propertyBag" } }, "required": ["threadFlows"] }, "configurationOverride": { "description": "Information about how a specific rule or notification was reconfigured at runtime.", "type": "object", "additionalProperties": false, "properties": { "configuration": { "description": "Specifies how the rule or notification was configured during the scan.", "$ref": "#/definitions/reportingConfiguration" }, "descriptor": { "description": "A reference used to locate the descriptor whose configuration was overridden.", "$ref": "#/definitions/reportingDescriptorReference" }, "properties": { "description": "Key/value pairs that provide additional information about the configuration override.", "$ref": "#/definitions/propertyBag" } }, "required": ["configuration", "descriptor"] }, "conversion": { "description": "Describes how a converter transformed the output of a static analysis tool from the analysis tool's native output format into the SARIF format.", "additionalProperties": false, "type": "object", "properties": { "tool": { "description": "A tool object that describes the converter.", "$ref": "#/definitions/tool" }, "invocation": { "description": "An invocation object that describes the invocation of the converter.", "$ref": "#/definitions/invocation" }, "analysisToolLogFiles": { "description": "The locations of the analysis tool's per-run log files.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/artifactLocation" } }, "properties": { "description": "Key/value pairs that provide additional information about the conversion.", "$ref": "#/definitions/propertyBag" } }, "required": ["tool"] }, "edge": { "description": "Represents a directed edge in a graph.", "type": "object", "additionalProperties": false, "properties": { "id": { "description": "A string that uniquely identifies the edge within its graph.", "type": "string" }, "label": { "description": "A short description of the edge.", "$ref": "#/definitions/message" }, "sourceNodeId": { "description": "Identifies the source node (the node at which the edge starts).", "type": "string" }, "targetNodeId": { "description": "Identifies the target node (the node at which the edge ends).", "type": "string" }, "properties": { "description": "Key/value pairs that provide additional information about the edge.", "$ref": "#/definitions/propertyBag" } }, "required": ["id", "sourceNodeId", "targetNodeId"] }, "edgeTraversal": { "description": "Represents the traversal of a single edge during a graph traversal.", "type": "object", "additionalProperties": false, "properties": { "edgeId": { "description": "Identifies the edge being traversed.", "type": "string" }, "message": { "description": "A message to display to the user as the edge is traversed.", "$ref": "#/definitions/message" }, "finalState": { "description": "The values of relevant expressions after the edge has been traversed.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "stepOverEdgeCount": { "description": "The number of edge traversals necessary to return from a nested graph.", "type": "integer", "minimum": 0 }, "properties": { "description": "Key/value pairs that provide additional information about the edge traversal.", "$ref": "#/definitions/propertyBag" } }, "required": ["edgeId"] }, "exception": { "description": "Describes a runtime exception encountered during the execution of an analysis tool.", "type": "object", "additionalProperties": false, "properties": { "kind": { "type": "string", "description": "A string that identifies the kind of exception, for example, the fully qualified type name of an object that was thrown, or the symbolic name of a signal." }, "message": { "description": "A message that describes the exception.", "type": "string" }, "stack": { "description": "The sequence of function calls leading to the exception.", "$ref": "#/definitions/stack" }, "innerExceptions": { "description": "An array of exception objects each of which is considered a cause of this exception.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/exception" } }, "properties": { "description": "Key/value pairs that provide additional information about the exception.", "$ref": "#/definitions/propertyBag" } } }, "externalProperties": { "description": "The top-level element of an external property file.", "type": "object", "additionalProperties": false, "properties": { "schema": { "description": "The URI of the JSON schema corresponding to the version of the external property file format.", "type": "string", "format": "uri" }, "version": { "description": "The SARIF format version of this external properties object.", "enum": ["2.1.0"] }, "guid": { "description": "A stable, unique identifier for this external properties object, in the form of a GUID.", "type": "string", "format": "uuid" }, "runGuid": { "description": "A stable, unique identifier for the run associated with this external properties object, in the form of a GUID.", "type": "string", "format": "uuid" }, "conversion": { "description": "A conversion object that will be merged with a separate run.", "$ref": "#/definitions/conversion" }, "graphs": { "description": "An array of graph objects that will be merged with a separate run.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/graph" } }, "externalizedProperties": { "description": "Key/value pairs that provide additional information that will be merged with a separate run.", "$ref": "#/definitions/propertyBag" }, "artifacts": { "description": "An array of artifact objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifact" } }, "invocations": { "description": "Describes the invocation of the analysis tool that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/invocation" } }, "logicalLocations": { "description": "An array of logical locations such as namespaces, types or functions that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/logicalLocation" } }, "threadFlowLocations": { "description": "An array of threadFlowLocation objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/threadFlowLocation" } }, "results": { "description": "An array of result objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/result" } }, "taxonomies": { "description": "Tool taxonomies that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "driver": { "description": "The analysis tool object that will be merged with a separate run.", "$ref": "#/definitions/toolComponent" }, "extensions": { "description": "Tool extensions that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "policies": { "description": "Tool policies that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "translations": { "description": "Tool translations that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "addresses": { "description": "Addresses that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/address" } }, "webRequests": { "description": "Requests that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webRequest" } }, "webResponses": { "description": "Responses that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webResponse" } }, "properties": { "description": "Key/value pairs that provide additional information about the external properties.", "$ref": "#/definitions/propertyBag" } } }, "externalPropertyFileReference": { "description": "Contains information that enables a SARIF consumer to locate the external property file that contains the value of an externalized property associated with the run.", "type": "object", "additionalProperties": false, "properties": { "location": { "description": "The location of the external property file.", "$ref": "#/definitions/artifactLocation" }, "guid": { "description": "A stable, unique identifier for the external property file in the form of a GUID.", "type": "string", "format": "uuid" }, "itemCount": { "description": "A non-negative integer specifying the number of items contained in the external property file.", "type": "integer", "default": -1, "minimum": -1 }, "properties": { "description": "Key/value pairs that provide additional information about the external property file.", "$ref": "#/definitions/propertyBag" } }, "anyOf": [{ "required": ["location"] }, { "required": ["guid"] }] }, "externalPropertyFileReferences": { "description": "References to external property files that should be inlined with the content of a root log file.", "additionalProperties": false, "type": "object", "properties": { "conversion": { "description": "An external property file containing a run.conversion object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "graphs": { "description": "An array of external property files containing a run.graphs object to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "externalizedProperties": { "description": "An external property file containing a run.properties object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "artifacts": { "description": "An array of external property files containing run.artifacts arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "invocations": { "description": "An array of external property files containing run.invocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "logicalLocations": { "description": "An array of external property files containing run.logicalLocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "threadFlowLocations": { "description": "An array of external property files containing run.threadFlowLocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "results": { "description": "An array of external property files containing run.results arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "taxonomies": { "description": "An array of external property files containing run.taxonomies arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "addresses": { "description": "An array of external property files containing run.addresses arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "driver": { "description": "An external property file containing a run.driver object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "extensions": { "description": "An array of external property files containing run.extensions arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "policies": { "description": "An array of external property files containing run.policies arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "translations": { "description": "An array of external property files containing run.translations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "webRequests": { "description": "An array of external property files containing run.requests arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "webResponses": { "description": "An array of external property files containing run.responses arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "properties": { "description": "Key/value pairs that provide additional information about the external property files.", "$ref": "#/definitions/propertyBag" } } }, "fix": { "description": "A proposed fix for the problem represented by a result object. A fix specifies a set of artifacts to modify. For each artifact, it specifies a set of bytes to remove, and provides a set of new bytes to replace them.", "additionalProperties": false, "type": "object", "properties": { "description": { "description": "A message that describes the proposed fix, enabling viewers to present the proposed change to an end user.", "$ref": "#/definitions/message" }, "artifactChanges": { "description": "One or more artifact changes that comprise a fix for a result.", "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "#/definitions/artifactChange" } }, "properties": { "description": "Key/value pairs that provide additional information about the fix.", "$ref": "#/definitions/propertyBag" } }, "required": ["artifactChanges"] }, "graph": { "description": "A network of nodes and directed edges that describes some aspect of the structure of the code (for example, a call graph).", "type": "object", "additionalProperties": false, "properties": { "description": { "description": "A description of the graph.", "$ref": "#/definitions/message" }, "nodes": { "description": "An array of node objects representing the nodes of the graph.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/node" } }, "edges": { "description": "An array of edge objects representing the edges of the graph.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/edge" } }, "properties": { "description": "Key/value pairs that provide additional information about the graph.", "$ref": "#/definitions/propertyBag" } } }, "graphTraversal": { "description": "Represents a path through a graph.", "type": "object", "additionalProperties": false, "properties": { "runGraphIndex": { "description": "The index within the run.graphs to be associated with the result.", "type": "integer", "default": -1, "minimum": -1 }, "resultGraphIndex": { "description": "The index within the result.graphs to be associated with the result.", "type": "integer", "default": -1, "minimum": -1 }, "description": { "description": "A description of this graph traversal.", "$ref": "#/definitions/message" }, "initialState": { "description": "Values of relevant expressions at the start of the graph traversal that may change during graph traversal.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "immutableState": { "description": "Values of relevant expressions at the start of the graph traversal that remain constant for the graph traversal.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "edgeTraversals": { "description": "The sequences of edges traversed by this graph traversal.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/edgeTraversal" } }, "properties": { "description": "Key/value pairs that provide additional information about the graph traversal.", "$ref": "#/definitions/propertyBag" } }, "oneOf": [{ "required": ["runGraphIndex"] }, { "required": ["resultGraphIndex"] }] }, "invocation": { "description": "The runtime environment of the analysis tool run.", "additionalProperties": false, "type": "object", "properties": { "commandLine": { "description": "The command line used to invoke the tool.", "type": "string" }, "arguments": { "description": "An array of strings, containing in order the command line arguments passed to the tool from the operating system.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "type": "string" } }, "responseFiles": { "description": "The locations of any response files specified on the tool's command line.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifactLocation" } }, "startTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the invocation started. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "endTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the invocation ended. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "exitCode": { "description": "The process exit code.", "type": "integer" }, "ruleConfigurationOverrides": { "description": "An array of configurationOverride objects that describe rules related runtime overrides.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/configurationOverride" } }, "notificationConfigurationOverrides": { "description": "An array of configurationOverride objects that describe notifications related runtime overrides.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/configurationOverride" } }, "toolExecutionNotifications": { "description": "A list of runtime conditions detected by the tool during the analysis.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/notification" } }, "toolConfigurationNotifications": { "description": "A list of conditions detected by the tool that are relevant to the tool's configuration.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/notification" } }, "exitCodeDescription": { "description": "The reason for the process exit.", "type": "string" }, "exitSignalName": { "description": "The name of the signal that caused the process to exit.", "type": "string" }, "exitSignalNumber": { "description": "The numeric value of the signal that caused the process to exit.", "type": "integer" }, "processStartFailureMessage": { "description": "The reason given by the operating system that the process failed to start.", "type": "string" }, "executionSuccessful": { "description": "Specifies whether the tool's execution completed successfully.", "type": "boolean" }, "machine": { "description": "The machine on which the invocation occurred.", "type": "string" }, "account": { "description": "The account under which the invocation occurred.", "type": "string" }, "processId": { "description": "The id of the process in which the invocation occurred.", "type": "integer" }, "executableLocation": { "description": "An absolute URI specifying the location of the executable that was invoked.", "$ref": "#/definitions/artifactLocation" }, "workingDirectory": { "description": "The working directory for the invocation.", "$ref": "#/definitions/artifactLocation" }, "environmentVariables": { "description": "The environment variables associated with the analysis tool process, expressed as key/value pairs.", "type": "object", "additionalProperties": { "type": "string" } }, "stdin": { "description": "A file containing the standard input stream to the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stdout": { "description": "A file containing the standard output stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stderr": { "description": "A file containing the standard error stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stdoutStderr": { "description": "A file containing the interleaved standard output and standard error stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "properties": { "description": "Key/value pairs that provide additional information about the invocation.", "$ref": "#/definitions/propertyBag" } }, "required": ["executionSuccessful"] }, "location": { "description": "A location within a programming artifact.", "additionalProperties": false, "type": "object", "properties": { "id": { "description": "Value that distinguishes this location from all other locations within a single result object.", "type": "integer", "minimum": -1, "default": -1 }, "physicalLocation": { "description": "Identifies the artifact and region.", "$ref": "#/definitions/physicalLocation" }, "logicalLocations": { "description": "The logical locations associated with the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/logicalLocation" } }, "message": { "description": "A message relevant to the location.", "$ref": "#/definitions/message" }, "annotations": { "description": "A set of regions relevant to the location.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/region" } }, "relationships": { "description": "An array of objects that describe relationships between this location and others.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/locationRelationship" } }, "properties": { "description": "Key/value pairs that provide additional information about the location.", "$ref": "#/definitions/propertyBag" } } }, "locationRelationship": { "description": "Information about the relation of one location to another.", "type": "object", "additionalProperties": false, "properties": { "target": { "description": "A reference to the related location.", "type": "integer", "minimum": 0 }, "kinds": { "description": "A set of distinct strings that categorize the relationship. Well-known kinds include 'includes', 'isIncludedBy' and 'relevant'.", "type": "array", "default": ["relevant"], "uniqueItems": true, "items": { "type": "string" } }, "description": { "description": "A description of the location relationship.", "$ref": "#/definitions/message" }, "properties": { "description": "Key/value pairs that provide additional information about the location relationship.", "$ref": "#/definitions/propertyBag" } }, "required": ["target"] }, "logicalLocation": { "description": "A logical location of a construct that produced a result.", "additionalProperties": false, "type": "object", "properties": { "name": { "description": "Identifies the construct in which the result occurred. For example, this property might contain the name of a class or a method.", "type": "string" }, "index": { "description": "The index within the logical locations array.", "type": "integer", "default": -1, "minimum": -1 }, "fullyQualifiedName": { "description": "The human-readable fully qualified name of the logical location.", "type": "string" }, "decoratedName": { "description": "The machine-readable name for the logical location, such as a mangled function name provided by a C++ compiler that encodes calling convention, return type and other details along with the function name.", "type": "string" }, "parentIndex": { "description": "Identifies the index of the immediate parent of the construct in which the result was detected. For example, this property might point to a logical location that represents the namespace that holds a type.", "type": "integer", "default": -1, "minimum": -1 }, "kind": { "description": "The type of construct this logical location component refers to. Should be one of 'function', 'member', 'module', 'namespace', 'parameter', 'resource', 'returnType', 'type', 'variable', 'object', 'array', 'property', 'value', 'element', 'text', 'attribute', 'comment', 'declaration', 'dtd' or 'processingInstruction', if any of those accurately describe the construct.", "type": "string" }, "properties": { "description": "Key/value pairs that provide additional information about the logical location.", "$ref": "#/definitions/propertyBag" } } }, "message": { "description": "Encapsulates a message intended to be read by the end user.", "type": "object", "additionalProperties": false, "properties": { "text": { "description": "A plain text message string.", "type": "string" }, "markdown": { "description": "A Markdown message string.", "type": "string" }, "id": { "description": "The identifier for this message.", "type": "string" }, "arguments": { "description": "An array of strings to substitute into the message string.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "type": "string" } }, "properties": { "description": "Key/value pairs that provide additional information about the message.", "$ref": "#/definitions/propertyBag" } }, "anyOf": [{ "required": ["text"] }, { "required": ["id"] }] }, "multiformatMessageString": { "description": "A message string or message format string rendered in multiple formats.", "type": "object", "additionalProperties": false, "properties": { "text": { "description": "A plain text message string or format string.", "type": "string" }, "markdown": { "description": "A Markdown message string or format string.", "type": "string" }, "properties": { "description": "Key/value pairs that provide additional information about the message.", "$ref": "#/definitions/propertyBag" } }, "required": ["text"] }, "node": { "description": "Represents a node in a graph.", "type": "object", "additionalProperties": false, "properties": { "id": { "description": "A string that uniquely identifies the node within its graph.", "type": "string" }, "label": { "description": "A short description of the node.", "$ref": "#/definitions/message" }, "location": { "description": "A code location associated with the node.", "$ref": "#/definitions/location" }, "children": { "description": "Array of child nodes.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/node" } }, "properties": { "description": "Key/value pairs that provide additional information about the node.", "$ref": "#/definitions/propertyBag" } }, "required": ["id"] }, "notification": { "description": "Describes a condition relevant to the tool itself, as opposed to being relevant to a target being analyzed by the tool.", "type": "object", "additionalProperties": false, "properties": { "locations": { "description": "The locations relevant to this notification.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/location" } }, "message": { "description": "A message that describes the condition that was encountered.", "$ref": "#/definitions/message" }, "level": { "description": "A value specifying the severity level of the notification.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "threadId": { "description": "The thread identifier of the code that generated the notification.", "type": "integer" }, "timeUtc": { "description": "The Coordinated Universal Time (UTC) date and time at which the analysis tool generated the notification.", "type": "string", "format": "date-time" }, "exception": { "description": "The runtime exception, if any, relevant to this notification.", "$ref": "#/definitions/exception" }, "descriptor": { "description": "A reference used to locate the descriptor relevant to this notification.", "$ref": "#/definitions/reportingDescriptorReference" }, "associatedRule": { "description": "A reference used to locate the rule descriptor associated with this notification.", "$ref": "#/definitions/reportingDescriptorReference" }, "properties": { "description": "Key/value pairs that provide additional information about the notification.", "$ref": "#/definitions/propertyBag" } }, "required": ["message"] }, "physicalLocation": { "description": "A physical location relevant to a result. Specifies a reference to a programming artifact together with a range of bytes or characters within that artifact.", "additionalProperties": false, "type": "object", "properties": { "address": { "description": "The address of the location.", "$ref": "#/definitions/address" }, "artifactLocation": { "description": "The location of the artifact.", "$ref": "#/definitions/artifactLocation" }, "region": { "description": "Specifies a portion of the artifact.", "$ref": "#/definitions/region" }, "contextRegion": { "description": "Specifies a portion of the artifact that encloses the region. Allows a viewer to display additional context around the region.", "$ref": "#/definitions/region" }, "properties": { "description": "Key/value pairs that provide additional information about the physical location.", "$ref": "#/definitions/propertyBag" } }, "anyOf": [{ "required": ["address"] }, { "required": ["artifactLocation"] }] }, "propertyBag": { "description": "Key/value pairs that provide additional information about the object.", "type": "object", "additionalProperties": true, "properties": { "tags": { "description": "A set of distinct strings that provide additional information.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "type": "string" } } } }, "rectangle": { "description": "An area within an image.", "additionalProperties": false, "type": "object", "properties": { "top": { "description": "The Y coordinate of the top edge of the rectangle, measured in the image's natural units.", "type": "number" }, "left": { "description": "The X coordinate of the left edge of the rectangle, measured in the image's natural units.", "type": "number" }, "bottom": { "description": "The Y coordinate of the bottom edge of the rectangle, measured in the image's natural units.", "type": "number" }, "right": { "description": "The X coordinate of the right edge of the rectangle, measured in the image's natural units.", "type": "number" }, "message": { "description": "A message relevant to the rectangle.", "$ref": "#/definitions/message" }, "properties": { "description": "Key/value pairs that provide additional information about the rectangle.", "$ref": "#/definitions/propertyBag" } } }, "region": { "description": "A region within an artifact where a result was detected.", "additionalProperties": false, "type": "object", "properties": { "startLine": { "description": "The line number of the first character in the region.", "type": "integer", "minimum": 1 }, "startColumn": { "description": "The column number of the first character in the region.", "type": "integer", "minimum": 1 }, "endLine": { "description": "The line number of the last character in the region.", "type": "integer", "minimum": 1 }, "endColumn": { "description": "The column number of the character following the end of the region.", "type": "integer", "minimum": 1 }, "charOffset": { "description": "The zero-based offset from the beginning of the artifact of the first character in the region.", "type": "integer", "default": -1, "minimum": -1 }, "charLength": { "description": "The length of the region in characters.", "type": "integer", "minimum": 0 }, "byteOffset": { "description": "The zero-based offset from the beginning of the artifact of the first byte in the region.", "type": "integer", "default": -1, "minimum": -1 }, "byteLength": { "description": "The length of the region in bytes.", "type": "integer", "minimum": 0 }, "snippet": { "description": "The portion of the artifact contents within the specified region.", "$ref": "#/definitions/artifactContent" }, "message": { "description": "A message relevant to the region.", "$ref": "#/definitions/message" }, "sourceLanguage": { "description": "Specifies the source language, if any, of the portion of the artifact specified by the region object.", "type": "string" }, "properties": { "description": "Key/value pairs that provide additional information about the region.", "$ref": "#/definitions/propertyBag" } } }, "replacement": { "description": "The replacement of a single region of an artifact.", "additionalProperties": false, "type": "object", "properties": { "deletedRegion": { "description": "The region of the artifact to delete.", "$ref": "#/definitions/region" }, "insertedContent": { "description": "The content to insert at the location specified by the 'deletedRegion' property.", "$ref": "#/definitions/artifactContent" }, "properties": { "description": "Key/value pairs that provide additional information about the replacement.", "$ref": "#/definitions/propertyBag" } }, "required": ["deletedRegion"] }, "reportingDescriptor": { "description": "Metadata that describes a specific report produced by the tool, as part of the analysis it provides or its runtime reporting.", "additionalProperties": false, "type": "object", "properties": { "id": { "description": "A stable, opaque identifier for the report.", "type": "string" }, "deprecatedIds": { "description": "An array of stable, opaque identifiers by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string" } }, "guid": { "description": "A unique identifier for the reporting descriptor in the form of a GUID.", "type": "string", "format": "uuid" }, "deprecatedGuids": { "description": "An array of unique identifies in the form of a GUID by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string", "format": "uuid" } }, "name": { "description": "A report identifier that is understandable to an end user.", "type": "string" }, "deprecatedNames": { "description": "An array of readable identifiers by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string" } }, "shortDescription": { "description": "A concise description of the report. Should be a single sentence that is understandable when visible space is limited to a single line of text.", "$ref": "#/definitions/multiformatMessageString" }, "fullDescription": { "description": "A description of the report. Should, as far as possible, provide details sufficient to enable resolution of any problem indicated by the result.", "$ref": "#/definitions/multiformatMessageString" }, "messageStrings": { "description": "A set of name/value pairs with arbitrary names. Each value is a multiformatMessageString object, which holds message strings in plain text and (optionally) Markdown format. The strings can include placeholders, which can be used to construct a message in combination with an arbitrary number of additional string arguments.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "defaultConfiguration": { "description": "Default reporting configuration information.", "$ref": "#/definitions/reportingConfiguration" }, "helpUri": { "description": "A URI where the primary documentation for the report can be found.", "type": "string", "format": "uri" }, "help": { "description": "Provides the primary documentation for the report, useful when there is no online documentation.", "$ref": "#/definitions/multiformatMessageString" }, "relationships": { "description": "An array of objects that describe relationships between this reporting descriptor and others.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorRelationship" } }, "properties": { "description": "Key/value pairs that provide additional information about the report.", "$ref": "#/definitions/propertyBag" } }, "required": ["id"] }, "reportingConfiguration": { "description": "Information about a rule or notification that can be configured at runtime.", "type": "object", "additionalProperties": false, "properties": { "enabled": { "description": "Specifies whether the report may be produced during the scan.", "type": "boolean", "default": true }, "level": { "description": "Specifies the failure level for the report.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "rank": { "description": "Specifies the relative priority of the report. Used for analysis output only.", "type": "number", "default": -1, "minimum": -1, "maximum": 100 }, "parameters": { "description": "Contains configuration information specific to a report.", "$ref": "#/definitions/propertyBag" }, "properties": { "description": "Key/value pairs that provide additional information about the reporting configuration.", "$ref": "#/definitions/propertyBag" } } }, "reportingDescriptorReference": { "description": "Information about how to locate a relevant reporting descriptor.", "type": "object", "additionalProperties": false, "properties": { "id": { "description": "The id of the descriptor.", "type": "string" }, "index": { "description": "The index into an array of descriptors in toolComponent.ruleDescriptors, toolComponent.notificationDescriptors, or toolComponent.taxonomyDescriptors, depending on context.", "type": "integer", "default": -1, "minimum": -1 }, "guid": { "description": "A guid that uniquely identifies the descriptor.", "type": "string", "format": "uuid" }, "toolComponent": { "description": "A reference used to locate the toolComponent associated with the descriptor.", "$ref": "#/definitions/toolComponentReference" }, "properties": { "description": "Key/value pairs that provide additional information about the reporting descriptor reference.", "$ref": "#/definitions/propertyBag" } }, "anyOf": [{ "required": ["index"] }, { "required": ["guid"] }, { "required": ["id"] }] }, "reportingDescriptorRelationship": { "description": "Information about the relation of one reporting descriptor to another.", "type": "object", "additionalProperties": false, "properties": { "target": { "description": "A reference to the related reporting descriptor.", "$ref": "#/definitions/reportingDescriptorReference" }, "kinds": { "description": "A set of distinct strings that categorize the relationship. Well-known kinds include 'canPrecede', 'canFollow', 'willPrecede', 'willFollow', 'superset', 'subset', 'equal', 'disjoint', 'relevant', and 'incomparable'.", "type": "array", "default": ["relevant"], "uniqueItems": true, "items": { "type": "string" } }, "description": { "description": "A description of the reporting descriptor relationship.", "$ref": "#/definitions/message" }, "properties": { "description": "Key/value pairs that provide additional information about the reporting descriptor reference.", "$ref": "#/definitions/propertyBag" } }, "required": ["target"] }, "result": { "description": "A result produced by an analysis tool.", "additionalProperties": false, "type": "object", "properties": { "ruleId": { "description": "The stable, unique identifier of the rule, if any, to which this result is relevant.", "type": "string" }, "ruleIndex": { "description": "The index within the tool component rules array of the rule object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "rule": { "description": "A reference used to locate the rule descriptor relevant to this result.", "$ref": "#/definitions/reportingDescriptorReference" }, "kind": { "description": "A value that categorizes results by evaluation state.", "default": "fail", "enum": ["notApplicable", "pass", "fail", "review", "open", "informational"] }, "level": { "description": "A value specifying the severity level of the result.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "message": { "description": "A message that describes the result. The first sentence of the message only will be displayed when visible space is limited.", "$ref": "#/definitions/message" }, "analysisTarget": { "description": "Identifies the artifact that the analysis tool was instructed to scan. This need not be the same as the artifact where the result actually occurred.", "$ref": "#/definitions/artifactLocation" }, "locations": { "description": "The set of locations where the result was detected. Specify only one location unless the problem indicated by the result can only be corrected by making a change at every specified location.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/location" } }, "guid": { "description": "A stable, unique identifier for the result in the form of a GUID.", "type": "string", "format": "uuid" }, "correlationGuid": { "description": "A stable, unique identifier for the equivalence class of logically identical results to which this result belongs, in the form of a GUID.", "type": "string", "format": "uuid" }, "occurrenceCount": { "description": "A positive integer specifying the number of times this logically unique result was observed in this run.", "type": "integer", "minimum": 1 }, "partialFingerprints": { "description": "A set of strings that contribute to the stable, unique identity of the result.", "type": "object", "additionalProperties": { "type": "string" } }, "fingerprints": { "description": "A set of strings each of which individually defines a stable, unique identity for the result.", "type": "object", "additionalProperties": { "type": "string" } }, "stacks": { "description": "An array of 'stack' objects relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/stack" } }, "codeFlows": { "description": "An array of 'codeFlow' objects relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/codeFlow" } }, "graphs": { "description": "An array of zero or more unique graph objects associated with the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graph" } }, "graphTraversals": { "description": "An array of one or more unique 'graphTraversal' objects.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graphTraversal" } }, "relatedLocations": { "description": "A set of locations relevant to this result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/location" } }, "suppressions": { "description": "A set of suppressions relevant to this result.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/suppression" } }, "baselineState": { "description": "The state of a result relative to a baseline of a previous run.", "enum": ["new", "unchanged", "updated", "absent"] }, "rank": { "description": "A number representing the priority or importance of the result.", "type": "number", "default": -1, "minimum": -1, "maximum": 100 }, "attachments": { "description": "A set of artifacts relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/attachment" } }, "hostedViewerUri": { "description": "An absolute URI at which the result can be viewed.", "type": "string", "format": "uri" }, "workItemUris": { "description": "The URIs of the work items associated with this result.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string", "format": "uri" } }, "provenance": { "description": "Information about how and when the result was detected.", "$ref": "#/definitions/resultProvenance" }, "fixes": { "description": "An array of 'fix' objects, each of which represents a proposed fix to the problem indicated by the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/fix" } }, "taxa": { "description": "An array of references to taxonomy reporting descriptors that are applicable to the result.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorReference" } }, "webRequest": { "description": "A web request associated with this result.", "$ref": "#/definitions/webRequest" }, "webResponse": { "description": "A web response associated with this result.", "$ref": "#/definitions/webResponse" }, "properties": { "description": "Key/value pairs that provide additional information about the result.", "$ref": "#/definitions/propertyBag" } }, "required": ["message"] }, "resultProvenance": { "description": "Contains information about how and when a result was detected.", "additionalProperties": false, "type": "object", "properties": { "firstDetectionTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the result was first detected. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "lastDetectionTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the result was most recently detected. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "firstDetectionRunGuid": { "description": "A GUID-valued string equal to the automationDetails.guid property of the run in which the result was first detected.", "type": "string", "format": "uuid" }, "lastDetectionRunGuid": { "description": "A GUID-valued string equal to the automationDetails.guid property of the run in which the result was most recently detected.", "type": "string", "format": "uuid" }, "invocationIndex": { "description": "The index within the run.invocations array of the invocation object which describes the tool invocation that detected the result.", "type": "integer", "default": -1, "minimum": -1 }, "conversionSources": { "description": "An array of physicalLocation objects which specify the portions of an analysis tool's output that a converter transformed into the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/physicalLocation" } }, "properties": { "description": "Key/value pairs that provide additional information about the result.", "$ref": "#/definitions/propertyBag" } } }, "run": { "description": "Describes a single run of an analysis tool, and contains the reported output of that run.", "additionalProperties": false, "type": "object", "properties": { "tool": { "description": "Information about the tool or tool pipeline that generated the results in this run. A run can only contain results produced by a single tool or tool pipeline. A run can aggregate results from multiple log files, as long as context around the tool run (tool command-line arguments and the like) is identical for all aggregated files.", "$ref": "#/definitions/tool" }, "invocations": { "description": "Describes the invocation of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/invocation" } }, "conversion": { "description": "A conversion object that describes how a converter transformed an analysis tool's native reporting format into the SARIF format.", "$ref": "#/definitions/conversion" }, "language": { "description": "The language of the messages emitted into the log file during this run (expressed as an ISO 639-1 two-letter lowercase culture code) and an optional region (expressed as an ISO 3166-1 two-letter uppercase subculture code associated with a country or region). The casing is recommended but not required (in order for this data to conform to RFC5646).", "type": "string", "default": "en-US", "pattern": "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, "versionControlProvenance": { "description": "Specifies the revision in version control of the artifacts that were scanned.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/versionControlDetails" } }, "originalUriBaseIds": { "description": "The artifact location specified by each uriBaseId symbol on the machine where the tool originally ran.", "type": "object", "additionalProperties": { "$ref": "#/definitions/artifactLocation" } }, "artifacts": { "description": "An array of artifact objects relevant to the run.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifact" } }, "logicalLocations": { "description": "An array of logical locations such as namespaces, types or functions.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/logicalLocation" } }, "graphs": { "description": "An array of zero or more unique graph objects associated with the run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graph" } }, "results": { "description": "The set of results contained in an SARIF log. The results array can be omitted when a run is solely exporting rules metadata. It must be present (but may be empty) if a log file represents an actual scan.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "$ref": "#/definitions/result" } }, "automationDetails": { "description": "Automation details that describe this run.", "$ref": "#/definitions/runAutomationDetails" }, "runAggregates": { "description": "Automation details that describe the aggregate of runs to which this run belongs.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/runAutomationDetails" } }, "baselineGuid": { "description": "The 'guid' property of a previous SARIF 'run' that comprises the baseline that was used to compute result 'baselineState' properties for the run.", "type": "string", "format": "uuid" }, "redactionTokens": { "description": "An array of strings used to replace sensitive information in a redaction-aware property.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "type": "string" } }, "defaultEncoding": { "description": "Specifies the default encoding for any artifact object that refers to a text file.", "type": "string" }, "defaultSourceLanguage": { "description": "Specifies the default source language for any artifact object that refers to a text file that contains source code.", "type": "string" }, "newlineSequences": { "description": "An ordered list of character sequences that were treated as line breaks when computing region information for the run.", "type": "array", "minItems": 1, "uniqueItems": true, "default": ["\r\n", "\n"], "items": { "type": "string" } }, "columnKind": { "description": "Specifies the unit in which the tool measures columns.", "enum": ["utf16CodeUnits", "unicodeCodePoints"] }, "externalPropertyFileReferences": { "description": "References to external property files that should be inlined with the content of a root log file.", "$ref": "#/definitions/externalPropertyFileReferences" }, "threadFlowLocations": { "description": "An array of threadFlowLocation objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/threadFlowLocation" } }, "taxonomies": { "description": "An array of toolComponent objects relevant to a taxonomy in which results are categorized.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "addresses": { "description": "Addresses associated with this run instance, if any.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/address" } }, "translations": { "description": "The set of available translations of the localized data provided by the tool.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "policies": { "description": "Contains configurations that may potentially override both reportingDescriptor.defaultConfiguration (the tool's default severities) and invocation.configurationOverrides (severities established at run-time from the command line).", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "webRequests": { "description": "An array of request objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webRequest" } }, "webResponses": { "description": "An array of response objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webResponse" } }, "specialLocations": { "description": "A specialLocations object that defines locations of special significance to SARIF consumers.", "$ref": "#/definitions/specialLocations" }, "properties": { "description": "Key/value pairs that provide additional information about the run.", "$ref": "#/definitions/propertyBag" } }, "required": ["tool"] }, "runAutomationDetails": { "description": "Information that describes a run's identity and role within an engineering system process.", "additionalProperties": false, "type": "object", "properties": { "description": { "description": "A description of the identity and role played within the engineering system by this object's containing run object.", "$ref": "#/definitions/message" }, "id": { "description": "A hierarchical string that uniquely identifies this object's containing run object.", "type": "string" }, "guid": { "description": "A stable, unique identifier for this object's containing run object in the form of a GUID.", "type": "string", "format": "uuid" }, "correlationGuid": { "description": "A stable, unique identifier for the equivalence class of runs to which this object's containing run object belongs in the form of a GUID.", "type": "string", "format": "uuid" }, "properties": { "description": "Key/value pairs that provide additional information about the run automation details.", "$ref": "#/definitions/propertyBag" } } }, "specialLocations": { "description": "Defines locations of special significance to SARIF consumers.", "type": "object", "additionalProperties": false, "properties": { "displayBase": { "description": "Provides a suggestion to SARIF consumers to display file paths relative to the specified location.", "$ref": "#/definitions/artifactLocation" }, "properties": { "description": "Key/value pairs that provide additional information about the special locations.", "$ref": "#/definitions/propertyBag" } } }, "stack": { "description": "A call stack that is relevant to a result.", "additionalProperties": false, "type": "object", "properties": { "message": { "description": "A message relevant to this call stack.", "$ref": "#/definitions/message" }, "frames": { "description": "An array of stack frames that represents a sequence of calls, rendered in reverse chronological order, that comprise the call stack.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "$ref": "#/definitions/stackFrame" } }, "properties": { "description": "Key/value pairs that provide additional information about the stack.", "$ref": "#/definitions/propertyBag" } }, "required": ["frames"] }, "stackFrame": { "description": "A function call within a stack trace.", "additionalProperties": false, "type": "object", "properties": { "location": { "description": "The location to which this stack frame refers.", "$ref": "#/definitions/location" }, "module": { "description": "The name of the module that contains the code of this stack frame.", "type": "string" }, "threadId": { "description": "The thread identifier of the stack frame.", "type": "integer" }, "parameters": { "description": "The parameters of the call that is executing.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "type": "string", "default": [] } }, "properties": { "description": "Key/value pairs that provide additional information about the stack frame.", "$ref": "#/definitions/propertyBag" } } }, "suppression": { "description": "A suppression that is relevant to a result.", "additionalProperties": false, "type": "object", "properties": { "guid": { "description": "A stable, unique identifier for the suprression in the form of a GUID.", "type": "string", "format": "uuid" }, "kind": { "description": "A string that indicates where the suppression is persisted.", "enum": ["inSource", "external"] }, "status": { "description": "A string that indicates the review status of the suppression.", "enum": ["accepted", "underReview", "rejected"] }, "justification": { "description": "A string representing the justification for the suppression.", "type": "string" }, "location": { "description": "Identifies the location associated with the suppression.", "$ref": "#/definitions/location" }, "properties": { "description": "Key/value pairs that provide additional information about the suppression.", "$ref": "#/definitions/propertyBag" } }, "required": ["kind"] }, "threadFlow": { "description": "Describes a sequence of code locations that specify a path through a single thread of execution such as an operating system or fiber.", "type": "object", "additionalProperties": false, "properties": { "id": { "description": "An string that uniquely identifies the threadFlow within the codeFlow in which it occurs.", "type": "string" }, "message": { "description": "A message relevant to the thread flow.", "$ref": "#/definitions/message" }, "initialState": { "description": "Values of relevant expressions at the start of the thread flow that may change during thread flow execution.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "immutableState": { "description": "Values of relevant expressions at the start of the thread flow that remain constant.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "locations": { "description": "A temporally ordered array of 'threadFlowLocation' objects, each of which describes a location visited by the tool while producing the result.", "type": "array", "minItems": 1, "uniqueItems": false, "items": { "$ref": "#/definitions/threadFlowLocation" } }, "properties": { "description": "Key/value pairs that provide additional information about the thread flow.", "$ref": "#/definitions/propertyBag" } }, "required": ["locations"] }, "threadFlowLocation": { "description": "A location visited by an analysis tool while simulating or monitoring the execution of a program.", "additionalProperties": false, "type": "object", "properties": { "index": { "description": "The index within the run threadFlowLocations array.", "type": "integer", "default": -1, "minimum": -1 }, "location": { "description": "The code location.", "$ref": "#/definitions/location" }, "stack": { "description": "The call stack leading to this location.", "$ref": "#/definitions/stack" }, "kinds": { "description": "A set of distinct strings that categorize the thread flow location. Well-known kinds include 'acquire', 'release', 'enter', 'exit', 'call', 'return', 'branch', 'implicit', 'false', 'true', 'caution', 'danger', 'unknown', 'unreachable', 'taint', 'function', 'handler', 'lock', 'memory', 'resource', 'scope' and 'value'.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "type": "string" } }, "taxa": { "description": "An array of references to rule or taxonomy reporting descriptors that are applicable to the thread flow location.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorReference" } }, "module": { "description": "The name of the module that contains the code that is executing.", "type": "string" }, "state": { "description": "A dictionary, each of whose keys specifies a variable or expression, the associated value of which represents the variable or expression value. For an annotation of kind 'continuation', for example, this dictionary might hold the current assumed values of a set of global variables.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "nestingLevel": { "description": "An integer representing a containment hierarchy within the thread flow.", "type": "integer", "minimum": 0 }, "executionOrder": { "description": "An integer representing the temporal order in which execution reached this location.", "type": "integer", "default": -1, "minimum": -1 }, "executionTimeUtc": { "description": "The Coordinated Universal Time (UTC) date and time at which this location was executed.", "type": "string", "format": "date-time" }, "importance": { "description": 'Specifies the importance of this location in understanding the code flow in which it occurs. The order from most to least important is "essential", "important", "unimportant". Default: "important".', "enum": ["important", "essential", "unimportant"], "default": "important" }, "webRequest": { "description": "A web request associated with this thread flow location.", "$ref": "#/definitions/webRequest" }, "webResponse": { "description": "A web response associated with this thread flow location.", "$ref": "#/definitions/webResponse" }, "properties": { "description": "Key/value pairs that provide additional information about the threadflow location.", "$ref": "#/definitions/propertyBag" } } }, "tool": { "description": "The analysis tool that was run.", "additionalProperties": false, "type": "object", "properties": { "driver": { "description": "The analysis tool that was run.", "$ref": "#/definitions/toolComponent" }, "extensions": { "description": "Tool extensions that contributed to or reconfigured the analysis tool that was run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "properties": { "description": "Key/value pairs that provide additional information about the tool.", "$ref": "#/definitions/propertyBag" } }, "required": ["driver"] }, "toolComponent": { "description": "A component, such as a plug-in or the driver, of the analysis tool that was run.", "additionalProperties": false, "type": "object", "properties": { "guid": { "description": "A unique identifier for the tool component in the form of a GUID.", "type": "string", "format": "uuid" }, "name": { "description": "The name of the tool component.", "type": "string" }, "organization": { "description": "The organization or company that produced the tool component.", "type": "string" }, "product": { "description": "A product suite to which the tool component belongs.", "type": "string" }, "productSuite": { "description": "A localizable string containing the name of the suite of products to which the tool component belongs.", "type": "string" }, "shortDescription": { "description": "A brief description of the tool component.", "$ref": "#/definitions/multiformatMessageString" }, "fullDescription": { "description": "A comprehensive description of the tool component.", "$ref": "#/definitions/multiformatMessageString" }, "fullName": { "description": "The name of the tool component along with its version and any other useful identifying information, such as its locale.", "type": "string" }, "version": { "description": "The tool component version, in whatever format the component natively provides.", "type": "string" }, "semanticVersion": { "description": "The tool component version in the format specified by Semantic Versioning 2.0.", "type": "string" }, "dottedQuadFileVersion": { "description": "The binary version of the tool component's primary executable file expressed as four non-negative integers separated by a period (for operating systems that express file versions in this way).", "type": "string", "pattern": "[0-9]+(\\.[0-9]+){3}" }, "releaseDateUtc": { "description": "A string specifying the UTC date (and optionally, the time) of the component's release.", "type": "string" }, "downloadUri": { "description": "The absolute URI from which the tool component can be downloaded.", "type": "string", "format": "uri" }, "informationUri": { "description": "The absolute URI at which information about this version of the tool component can be found.", "type": "string", "format": "uri" }, "globalMessageStrings": { "description": "A dictionary, each of whose keys is a resource identifier and each of whose values is a multiformatMessageString object, which holds message strings in plain text and (optionally) Markdown format. The strings can include placeholders, which can be used to construct a message in combination with an arbitrary number of additional string arguments.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "notifications": { "description": "An array of reportingDescriptor objects relevant to the notifications related to the configuration and runtime execution of the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "rules": { "description": "An array of reportingDescriptor objects relevant to the analysis performed by the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "taxa": { "description": "An array of reportingDescriptor objects relevant to the definitions of both standalone and tool-defined taxonomies.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "locations": { "description": "An array of the artifactLocation objects associated with the tool component.", "type": "array", "minItems": 0, "default": [], "items": { "$ref": "#/definitions/artifactLocation" } }, "language": { "description": "The language of the messages emitted into the log file during this run (expressed as an ISO 639-1 two-letter lowercase language code) and an optional region (expressed as an ISO 3166-1 two-letter uppercase subculture code associated with a country or region). The casing is recommended but not required (in order for this data to conform to RFC5646).", "type": "string", "default": "en-US", "pattern": "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, "contents": { "description": "The kinds of data contained in this object.", "type": "array", "uniqueItems": true, "default": ["localizedData", "nonLocalizedData"], "items": { "enum": ["localizedData", "nonLocalizedData"] } }, "isComprehensive": { "description": "Specifies whether this object contains a complete definition of the localizable and/or non-localizable data for this component, as opposed to including only data that is relevant to the results persisted to this log file.", "type": "boolean", "default": false }, "localizedDataSemanticVersion": { "description": "The semantic version of the localized strings defined in this component; maintained by components that provide translations.", "type": "string" }, "minimumRequiredLocalizedDataSemanticVersion": { "description": "The minimum value of localizedDataSemanticVersion required in translations consumed by this component; used by components that consume translations.", "type": "string" }, "associatedComponent": { "description": "The component which is strongly associated with this component. For a translation, this refers to the component which has been translated. For an extension, this is the driver that provides the extension's plugin model.", "$ref": "#/definitions/toolComponentReference" }, "translationMetadata": { "description": "Translation metadata, required for a translation, not populated by other component types.", "$ref": "#/definitions/translationMetadata" }, "supportedTaxonomies": { "description": "An array of toolComponentReference objects to declare the taxonomies supported by the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponentReference" } }, "properties": { "description": "Key/value pairs that provide additional information about the tool component.", "$ref": "#/definitions/propertyBag" } }, "required": ["name"] }, "toolComponentReference": { "description": "Identifies a particular toolComponent object, either the driver or an extension.", "type": "object", "additionalProperties": false, "properties": { "name": { "description": "The 'name' property of the referenced toolComponent.", "type": "string" }, "index": { "description": "An index into the referenced toolComponent in tool.extensions.", "type": "integer", "default": -1, "minimum": -1 }, "guid": { "description": "The 'guid' property of the referenced toolComponent.", "type": "string", "format": "uuid" }, "properties": { "description": "Key/value pairs that provide additional information about the toolComponentReference.", "$ref": "#/definitions/propertyBag" } } }, "translationMetadata": { "description": "Provides additional metadata related to translation.", "type": "object", "additionalProperties": false, "properties": { "name": { "description": "The name associated with the translation metadata.", "type": "string" }, "fullName": { "description": "The full name associated with the translation metadata.", "type": "string" }, "shortDescription": { "description": "A brief description of the translation metadata.", "$ref": "#/definitions/multiformatMessageString" }, "fullDescription": { "description": "A comprehensive description of the translation metadata.", "$ref": "#/definitions/multiformatMessageString" }, "downloadUri": { "description": "The absolute URI from which the translation metadata can be downloaded.", "type": "string", "format": "uri" }, "informationUri": { "description": "The absolute URI from which information related to the translation metadata can be downloaded.", "type": "string", "format": "uri" }, "properties": { "description": "Key/value pairs that provide additional information about the translation metadata.", "$ref": "#/definitions/propertyBag" } }, "required": ["name"] }, "versionControlDetails": { "description": "Specifies the information necessary to retrieve a desired revision from a version control system.", "type": "object", "additionalProperties": false, "properties": { "repositoryUri": { "description": "The absolute URI of the repository.", "type": "string", "format": "uri" }, "revisionId": { "description": "A string that uniquely and permanently identifies the revision within the repository.", "type": "string" }, "branch": { "description": "The name of a branch containing the revision.", "type": "string" }, "revisionTag": { "description": "A tag that has been applied to the revision.", "type": "string" }, "asOfTimeUtc": { "description": "A Coordinated Universal Time (UTC) date and time that can be used to synchronize an enlistment to the state of the repository at that time.", "type": "string", "format": "date-time" }, "mappedTo": { "description": "The location in the local file system to which the root of the repository was mapped at the time of the analysis.", "$ref": "#/definitions/artifactLocation" }, "properties": { "description": "Key/value pairs that provide additional information about the version control details.", "$ref": "#/definitions/propertyBag" } }, "required": ["repositoryUri"] }, "webRequest": { "description": "Describes an HTTP request.", "type": "object", "additionalProperties": false, "properties": { "index": { "description": "The index within the run.webRequests array of the request object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "protocol": { "description": "The request protocol. Example: 'http'.", "type": "string" }, "version": { "description": "The request version. Example: '1.1'.", "type": "string" }, "target": { "description": "The target of the request.", "type": "string" }, "method": { "description": "The HTTP method. Well-known values are 'GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'.", "type": "string" }, "headers": { "description": "The request headers.", "type": "object", "additionalProperties": { "type": "string" } }, "parameters": { "description": "The request parameters.", "type": "object", "additionalProperties": { "type": "string" } }, "body": { "description": "The body of the request.", "$ref": "#/definitions/artifactContent" }, "properties": { "description": "Key/value pairs that provide additional information about the request.", "$ref": "#/definitions/propertyBag" } } }, "webResponse": { "description": "Describes the response to an HTTP request.", "type": "object", "additionalProperties": false, "properties": { "index": { "description": "The index within the run.webResponses array of the response object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "protocol": { "description": "The response protocol. Example: 'http'.", "type": "string" }, "version": { "description": "The response version. Example: '1.1'.", "type": "string" }, "statusCode": { "description": "The response status code. Example: 451.", "type": "integer" }, "reasonPhrase": { "description": "The response reason. Example: 'Not found'.", "type": "string" }, "headers": { "description": "The response headers.", "type": "object", "additionalProperties": { "type": "string" } }, "body": { "description": "The body of the response.", "$ref": "#/definitions/artifactContent" }, "noResponseReceived": { "description": "Specifies whether a response was received from the server.", "type": "boolean", "default": false }, "properties": { "description": "Key/value pairs that provide additional information about the response.", "$ref": "#/definitions/propertyBag" } } } } };
var formats0 = import_formats.fullFormats.uri;
var schema32 = { "description": "Describes a single run of an analysis tool, and contains the reported output of that run.", "additionalProperties": false, "type": "object", "properties": { "tool": { "description": "Information about the tool or tool pipeline that generated the results in this run. A run can only contain results produced by a single tool or tool pipeline. A run can aggregate results from multiple log files, as long as context around the tool run (tool command-line arguments and the like) is identical for all aggregated files.", "$ref": "#/definitions/tool" }, "invocations": { "description": "Describes the invocation of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/invocation" } }, "conversion": { "description": "A conversion object that describes how a converter transformed an analysis tool's native reporting format into the SARIF format.", "$ref": "#/definitions/conversion" }, "language": { "description": "The language of the messages emitted into the log file during this run (expressed as an ISO 639-1 two-letter lowercase culture code) and an optional region (expressed as an ISO 3166-1 two-letter uppercase subculture code associated with a country or region). The casing is recommended but not required (in order for this data to conform to RFC5646).", "type": "string", "default": "en-US", "pattern": "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, "versionControlProvenance": { "description": "Specifies the revision in version control of the artifacts that were scanned.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/versionControlDetails" } }, "originalUriBaseIds": { "description": "The artifact location specified by each uriBaseId symbol on the machine where the tool originally ran.", "type": "object", "additionalProperties": { "$ref": "#/definitions/artifactLocation" } }, "artifacts": { "description": "An array of artifact objects relevant to the run.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifact" } }, "logicalLocations": { "description": "An array of logical locations such as namespaces, types or functions.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/logicalLocation" } }, "graphs": { "description": "An array of zero or more unique graph objects associated with the run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graph" } }, "results": { "description": "The set of results contained in an SARIF log. The results array can be omitted when a run is solely exporting rules metadata. It must be present (but may be empty) if a log file represents an actual scan.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "$ref": "#/definitions/result" } }, "automationDetails": { "description": "Automation details that describe this run.", "$ref": "#/definitions/runAutomationDetails" }, "runAggregates": { "description": "Automation details that describe the aggregate of runs to which this run belongs.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/runAutomationDetails" } }, "baselineGuid": { "description": "The 'guid' property of a previous SARIF 'run' that comprises the baseline that was used to compute result 'baselineState' properties for the run.", "type": "string", "format": "uuid" }, "redactionTokens": { "description": "An array of strings used to replace sensitive information in a redaction-aware property.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "type": "string" } }, "defaultEncoding": { "description": "Specifies the default encoding for any artifact object that refers to a text file.", "type": "string" }, "defaultSourceLanguage": { "description": "Specifies the default source language for any artifact object that refers to a text file that contains source code.", "type": "string" }, "newlineSequences": { "description": "An ordered list of character sequences that were treated as line breaks when computing region information for the run.", "type": "array", "minItems": 1, "uniqueItems": true, "default": ["\r\n", "\n"], "items": { "type": "string" } }, "columnKind": { "description": "Specifies the unit in which the tool measures columns.", "enum": ["utf16CodeUnits", "unicodeCodePoints"] }, "externalPropertyFileReferences": { "description": "References to external property files that should be inlined with the content of a root log file.", "$ref": "#/definitions/externalPropertyFileReferences" }, "threadFlowLocations": { "description": "An array of threadFlowLocation objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/threadFlowLocation" } }, "taxonomies": { "description": "An array of toolComponent objects relevant to a taxonomy in which results are categorized.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "addresses": { "description": "Addresses associated with this run instance, if any.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/address" } }, "translations": { "description": "The set of available translations of the localized data provided by the tool.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "policies": { "description": "Contains configurations that may potentially override both reportingDescriptor.defaultConfiguration (the tool's default severities) and invocation.configurationOverrides (severities established at run-time from the command line).", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "webRequests": { "description": "An array of request objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webRequest" } }, "webResponses": { "description": "An array of response objects cached at run level.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webResponse" } }, "specialLocations": { "description": "A specialLocations object that defines locations of special significance to SARIF consumers.", "$ref": "#/definitions/specialLocations" }, "properties": { "description": "Key/value pairs that provide additional information about the run.", "$ref": "#/definitions/propertyBag" } }, "required": ["tool"] };
var func1 = Object.prototype.hasOwnProperty;
var func0 = import_fast_deep_equal.default;
var schema34 = { "description": "A component, such as a plug-in or the driver, of the analysis tool that was run.", "additionalProperties": false, "type": "object", "properties": { "guid": { "description": "A unique identifier for the tool component in the form of a GUID.", "type": "string", "format": "uuid" }, "name": { "description": "The name of the tool component.", "type": "string" }, "organization": { "description": "The organization or company that produced the tool component.", "type": "string" }, "product": { "description": "A product suite to which the tool component belongs.", "type": "string" }, "productSuite": { "description": "A localizable string containing the name of the suite of products to which the tool component belongs.", "type": "string" }, "shortDescription": { "description": "A brief description of the tool component.", "$ref": "#/definitions/multiformatMessageString" }, "fullDescription": { "description": "A comprehensive description of the tool component.", "$ref": "#/definitions/multiformatMessageString" }, "fullName": { "description": "The name of the tool component along with its version and any other useful identifying information, such as its locale.", "type": "string" }, "version": { "description": "The tool component version, in whatever format the component natively provides.", "type": "string" }, "semanticVersion": { "description": "The tool component version in the format specified by Semantic Versioning 2.0.", "type": "string" }, "dottedQuadFileVersion": { "description": "The binary version of the tool component's primary executable file expressed as four non-negative integers separated by a period (for operating systems that express file versions in this way).", "type": "string", "pattern": "[0-9]+(\\.[0-9]+){3}" }, "releaseDateUtc": { "description": "A string specifying the UTC date (and optionally, the time) of the component's release.", "type": "string" }, "downloadUri": { "description": "The absolute URI from which the tool component can be downloaded.", "type": "string", "format": "uri" }, "informationUri": { "description": "The absolute URI at which information about this version of the tool component can be found.", "type": "string", "format": "uri" }, "globalMessageStrings": { "description": "A dictionary, each of whose keys is a resource identifier and each of whose values is a multiformatMessageString object, which holds message strings in plain text and (optionally) Markdown format. The strings can include placeholders, which can be used to construct a message in combination with an arbitrary number of additional string arguments.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "notifications": { "description": "An array of reportingDescriptor objects relevant to the notifications related to the configuration and runtime execution of the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "rules": { "description": "An array of reportingDescriptor objects relevant to the analysis performed by the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "taxa": { "description": "An array of reportingDescriptor objects relevant to the definitions of both standalone and tool-defined taxonomies.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/reportingDescriptor" } }, "locations": { "description": "An array of the artifactLocation objects associated with the tool component.", "type": "array", "minItems": 0, "default": [], "items": { "$ref": "#/definitions/artifactLocation" } }, "language": { "description": "The language of the messages emitted into the log file during this run (expressed as an ISO 639-1 two-letter lowercase language code) and an optional region (expressed as an ISO 3166-1 two-letter uppercase subculture code associated with a country or region). The casing is recommended but not required (in order for this data to conform to RFC5646).", "type": "string", "default": "en-US", "pattern": "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, "contents": { "description": "The kinds of data contained in this object.", "type": "array", "uniqueItems": true, "default": ["localizedData", "nonLocalizedData"], "items": { "enum": ["localizedData", "nonLocalizedData"] } }, "isComprehensive": { "description": "Specifies whether this object contains a complete definition of the localizable and/or non-localizable data for this component, as opposed to including only data that is relevant to the results persisted to this log file.", "type": "boolean", "default": false }, "localizedDataSemanticVersion": { "description": "The semantic version of the localized strings defined in this component; maintained by components that provide translations.", "type": "string" }, "minimumRequiredLocalizedDataSemanticVersion": { "description": "The minimum value of localizedDataSemanticVersion required in translations consumed by this component; used by components that consume translations.", "type": "string" }, "associatedComponent": { "description": "The component which is strongly associated with this component. For a translation, this refers to the component which has been translated. For an extension, this is the driver that provides the extension's plugin model.", "$ref": "#/definitions/toolComponentReference" }, "translationMetadata": { "description": "Translation metadata, required for a translation, not populated by other component types.", "$ref": "#/definitions/translationMetadata" }, "supportedTaxonomies": { "description": "An array of toolComponentReference objects to declare the taxonomies supported by the tool component.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponentReference" } }, "properties": { "description": "Key/value pairs that provide additional information about the tool component.", "$ref": "#/definitions/propertyBag" } }, "required": ["name"] };
var formats2 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "text" || key0 === "markdown" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err2 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.markdown !== void 0) {
      if (typeof data.markdown !== "string") {
        const err3 = { instancePath: instancePath + "/markdown", schemaPath: "#/properties/markdown/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data2 = data.properties;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.tags !== void 0) {
          let data3 = data2.tags;
          if (Array.isArray(data3)) {
            if (data3.length < 0) {
              const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data3[i0] !== "string") {
                const err5 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            let i1 = data3.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data3[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema37 = { "description": "Metadata that describes a specific report produced by the tool, as part of the analysis it provides or its runtime reporting.", "additionalProperties": false, "type": "object", "properties": { "id": { "description": "A stable, opaque identifier for the report.", "type": "string" }, "deprecatedIds": { "description": "An array of stable, opaque identifiers by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string" } }, "guid": { "description": "A unique identifier for the reporting descriptor in the form of a GUID.", "type": "string", "format": "uuid" }, "deprecatedGuids": { "description": "An array of unique identifies in the form of a GUID by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string", "format": "uuid" } }, "name": { "description": "A report identifier that is understandable to an end user.", "type": "string" }, "deprecatedNames": { "description": "An array of readable identifiers by which this report was known in some previous version of the analysis tool.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string" } }, "shortDescription": { "description": "A concise description of the report. Should be a single sentence that is understandable when visible space is limited to a single line of text.", "$ref": "#/definitions/multiformatMessageString" }, "fullDescription": { "description": "A description of the report. Should, as far as possible, provide details sufficient to enable resolution of any problem indicated by the result.", "$ref": "#/definitions/multiformatMessageString" }, "messageStrings": { "description": "A set of name/value pairs with arbitrary names. Each value is a multiformatMessageString object, which holds message strings in plain text and (optionally) Markdown format. The strings can include placeholders, which can be used to construct a message in combination with an arbitrary number of additional string arguments.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "defaultConfiguration": { "description": "Default reporting configuration information.", "$ref": "#/definitions/reportingConfiguration" }, "helpUri": { "description": "A URI where the primary documentation for the report can be found.", "type": "string", "format": "uri" }, "help": { "description": "Provides the primary documentation for the report, useful when there is no online documentation.", "$ref": "#/definitions/multiformatMessageString" }, "relationships": { "description": "An array of objects that describe relationships between this reporting descriptor and others.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorRelationship" } }, "properties": { "description": "Key/value pairs that provide additional information about the report.", "$ref": "#/definitions/propertyBag" } }, "required": ["id"] };
var schema38 = { "description": "Information about a rule or notification that can be configured at runtime.", "type": "object", "additionalProperties": false, "properties": { "enabled": { "description": "Specifies whether the report may be produced during the scan.", "type": "boolean", "default": true }, "level": { "description": "Specifies the failure level for the report.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "rank": { "description": "Specifies the relative priority of the report. Used for analysis output only.", "type": "number", "default": -1, "minimum": -1, "maximum": 100 }, "parameters": { "description": "Contains configuration information specific to a report.", "$ref": "#/definitions/propertyBag" }, "properties": { "description": "Key/value pairs that provide additional information about the reporting configuration.", "$ref": "#/definitions/propertyBag" } } };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "enabled" || key0 === "level" || key0 === "rank" || key0 === "parameters" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.enabled !== void 0) {
      if (typeof data.enabled !== "boolean") {
        const err1 = { instancePath: instancePath + "/enabled", schemaPath: "#/properties/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data1 = data.level;
      if (!(data1 === "none" || data1 === "note" || data1 === "warning" || data1 === "error")) {
        const err2 = { instancePath: instancePath + "/level", schemaPath: "#/properties/level/enum", keyword: "enum", params: { allowedValues: schema38.properties.level.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.rank !== void 0) {
      let data2 = data.rank;
      if (typeof data2 == "number") {
        if (data2 > 100 || isNaN(data2)) {
          const err3 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2 < -1 || isNaN(data2)) {
          const err4 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data3 = data.parameters;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err6 = { instancePath: instancePath + "/parameters/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data4[i0] !== "string") {
                const err7 = { instancePath: instancePath + "/parameters/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i1 = data4.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data4[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/parameters/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/parameters/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/parameters", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            const len1 = data7.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data7[i2] !== "string") {
                const err12 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            let i3 = data7.length;
            let j1;
            if (i3 > 1) {
              const indices1 = {};
              for (; i3--; ) {
                let item1 = data7[i3];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j1 = indices1[item1];
                  const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i3;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "index" || key0 === "guid" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data1 = data.index;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err2 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < -1 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.guid !== void 0) {
      let data2 = data.guid;
      if (typeof data2 === "string") {
        if (!formats2.test(data2)) {
          const err4 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data4[i0] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i1 = data4.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data4[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.index === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.guid === void 0) {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "guid" }, message: "must have required property 'guid'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  const _errs4 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err2 = { instancePath, schemaPath: "#/anyOf/2/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs4 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "index" || key0 === "guid" || key0 === "toolComponent" || key0 === "properties")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data1 = data.index;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err6 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < -1 || isNaN(data1)) {
          const err7 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.guid !== void 0) {
      let data2 = data.guid;
      if (typeof data2 === "string") {
        if (!formats2.test(data2)) {
          const err8 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.toolComponent !== void 0) {
      if (!validate37(data.toolComponent, { instancePath: instancePath + "/toolComponent", parentData: data, parentDataProperty: "toolComponent", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data5[i0] !== "string") {
                const err11 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data5[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "text" || key0 === "markdown" || key0 === "id" || key0 === "arguments" || key0 === "properties")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err4 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.markdown !== void 0) {
      if (typeof data.markdown !== "string") {
        const err5 = { instancePath: instancePath + "/markdown", schemaPath: "#/properties/markdown/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err6 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.arguments !== void 0) {
      let data3 = data.arguments;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err7 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err8 = { instancePath: instancePath + "/arguments/" + i0, schemaPath: "#/properties/arguments/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data6[i1] !== "string") {
                const err11 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            let i2 = data6.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data6[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.target === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "target" || key0 === "kinds" || key0 === "description" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.target !== void 0) {
      if (!validate36(data.target, { instancePath: instancePath + "/target", parentData: data, parentDataProperty: "target", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.kinds !== void 0) {
      let data1 = data.kinds;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err2 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data1[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err3 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data5.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data5[i2] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i3 = data5.length;
            let j1;
            if (i3 > 1) {
              const indices1 = {};
              for (; i3--; ) {
                let item1 = data5[i3];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j1 = indices1[item1];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i3;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate35.errors = vErrors;
  return errors === 0;
}
validate35.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema37.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.deprecatedIds !== void 0) {
      let data1 = data.deprecatedIds;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err3 = { instancePath: instancePath + "/deprecatedIds", schemaPath: "#/properties/deprecatedIds/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/deprecatedIds/" + i0, schemaPath: "#/properties/deprecatedIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data1[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err5 = { instancePath: instancePath + "/deprecatedIds", schemaPath: "#/properties/deprecatedIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/deprecatedIds", schemaPath: "#/properties/deprecatedIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data3 = data.guid;
      if (typeof data3 === "string") {
        if (!formats2.test(data3)) {
          const err7 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.deprecatedGuids !== void 0) {
      let data4 = data.deprecatedGuids;
      if (Array.isArray(data4)) {
        if (data4.length < 0) {
          const err9 = { instancePath: instancePath + "/deprecatedGuids", schemaPath: "#/properties/deprecatedGuids/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data5 = data4[i2];
          if (typeof data5 === "string") {
            if (!formats2.test(data5)) {
              const err10 = { instancePath: instancePath + "/deprecatedGuids/" + i2, schemaPath: "#/properties/deprecatedGuids/items/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/deprecatedGuids/" + i2, schemaPath: "#/properties/deprecatedGuids/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        let i3 = data4.length;
        let j1;
        if (i3 > 1) {
          const indices1 = {};
          for (; i3--; ) {
            let item1 = data4[i3];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j1 = indices1[item1];
              const err12 = { instancePath: instancePath + "/deprecatedGuids", schemaPath: "#/properties/deprecatedGuids/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
              break;
            }
            indices1[item1] = i3;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/deprecatedGuids", schemaPath: "#/properties/deprecatedGuids/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err14 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.deprecatedNames !== void 0) {
      let data7 = data.deprecatedNames;
      if (Array.isArray(data7)) {
        if (data7.length < 0) {
          const err15 = { instancePath: instancePath + "/deprecatedNames", schemaPath: "#/properties/deprecatedNames/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len2 = data7.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (typeof data7[i4] !== "string") {
            const err16 = { instancePath: instancePath + "/deprecatedNames/" + i4, schemaPath: "#/properties/deprecatedNames/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        let i5 = data7.length;
        let j2;
        if (i5 > 1) {
          const indices2 = {};
          for (; i5--; ) {
            let item2 = data7[i5];
            if (typeof item2 !== "string") {
              continue;
            }
            if (typeof indices2[item2] == "number") {
              j2 = indices2[item2];
              const err17 = { instancePath: instancePath + "/deprecatedNames", schemaPath: "#/properties/deprecatedNames/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
              break;
            }
            indices2[item2] = i5;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/deprecatedNames", schemaPath: "#/properties/deprecatedNames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.shortDescription !== void 0) {
      if (!validate24(data.shortDescription, { instancePath: instancePath + "/shortDescription", parentData: data, parentDataProperty: "shortDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.fullDescription !== void 0) {
      if (!validate24(data.fullDescription, { instancePath: instancePath + "/fullDescription", parentData: data, parentDataProperty: "fullDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.messageStrings !== void 0) {
      let data11 = data.messageStrings;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key1 in data11) {
          if (!validate24(data11[key1], { instancePath: instancePath + "/messageStrings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data11, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/messageStrings", schemaPath: "#/properties/messageStrings/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.defaultConfiguration !== void 0) {
      if (!validate32(data.defaultConfiguration, { instancePath: instancePath + "/defaultConfiguration", parentData: data, parentDataProperty: "defaultConfiguration", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
    if (data.helpUri !== void 0) {
      let data14 = data.helpUri;
      if (typeof data14 === "string") {
        if (!formats0(data14)) {
          const err20 = { instancePath: instancePath + "/helpUri", schemaPath: "#/properties/helpUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = { instancePath: instancePath + "/helpUri", schemaPath: "#/properties/helpUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.help !== void 0) {
      if (!validate24(data.help, { instancePath: instancePath + "/help", parentData: data, parentDataProperty: "help", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.relationships !== void 0) {
      let data16 = data.relationships;
      if (Array.isArray(data16)) {
        if (data16.length < 0) {
          const err22 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len3 = data16.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (!validate35(data16[i6], { instancePath: instancePath + "/relationships/" + i6, parentData: data16, parentDataProperty: i6, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data16.length;
        let j3;
        if (i7 > 1) {
          outer0: for (; i7--; ) {
            for (j3 = i7; j3--; ) {
              if (func0(data16[i7], data16[j3])) {
                const err23 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data18 = data.properties;
      if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
        if (data18.tags !== void 0) {
          let data19 = data18.tags;
          if (Array.isArray(data19)) {
            if (data19.length < 0) {
              const err25 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            const len4 = data19.length;
            for (let i8 = 0; i8 < len4; i8++) {
              if (typeof data19[i8] !== "string") {
                const err26 = { instancePath: instancePath + "/properties/tags/" + i8, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            let i9 = data19.length;
            let j4;
            if (i9 > 1) {
              const indices3 = {};
              for (; i9--; ) {
                let item3 = data19[i9];
                if (typeof item3 !== "string") {
                  continue;
                }
                if (typeof indices3[item3] == "number") {
                  j4 = indices3[item3];
                  const err27 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i9, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                  break;
                }
                indices3[item3] = i9;
              }
            }
          } else {
            const err28 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var formats18 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "uri" || key0 === "uriBaseId" || key0 === "index" || key0 === "description" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.uri !== void 0) {
      let data0 = data.uri;
      if (typeof data0 === "string") {
        if (!formats18.test(data0)) {
          const err1 = { instancePath: instancePath + "/uri", schemaPath: "#/properties/uri/format", keyword: "format", params: { format: "uri-reference" }, message: 'must match format "uri-reference"' };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/uri", schemaPath: "#/properties/uri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.uriBaseId !== void 0) {
      if (typeof data.uriBaseId !== "string") {
        const err3 = { instancePath: instancePath + "/uriBaseId", schemaPath: "#/properties/uriBaseId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data2 = data.index;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err4 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 < -1 || isNaN(data2)) {
          const err5 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data5[i0] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data5[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "fullName" || key0 === "shortDescription" || key0 === "fullDescription" || key0 === "downloadUri" || key0 === "informationUri" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.fullName !== void 0) {
      if (typeof data.fullName !== "string") {
        const err3 = { instancePath: instancePath + "/fullName", schemaPath: "#/properties/fullName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.shortDescription !== void 0) {
      if (!validate24(data.shortDescription, { instancePath: instancePath + "/shortDescription", parentData: data, parentDataProperty: "shortDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.fullDescription !== void 0) {
      if (!validate24(data.fullDescription, { instancePath: instancePath + "/fullDescription", parentData: data, parentDataProperty: "fullDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.downloadUri !== void 0) {
      let data4 = data.downloadUri;
      if (typeof data4 === "string") {
        if (!formats0(data4)) {
          const err4 = { instancePath: instancePath + "/downloadUri", schemaPath: "#/properties/downloadUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/downloadUri", schemaPath: "#/properties/downloadUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.informationUri !== void 0) {
      let data5 = data.informationUri;
      if (typeof data5 === "string") {
        if (!formats0(data5)) {
          const err6 = { instancePath: instancePath + "/informationUri", schemaPath: "#/properties/informationUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/informationUri", schemaPath: "#/properties/informationUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data7[i0] !== "string") {
                const err9 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            let i1 = data7.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data7[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pattern4 = new RegExp("[0-9]+(\\.[0-9]+){3}", "u");
var pattern5 = new RegExp("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$", "u");
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema34.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data0 = data.guid;
      if (typeof data0 === "string") {
        if (!formats2.test(data0)) {
          const err2 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.organization !== void 0) {
      if (typeof data.organization !== "string") {
        const err5 = { instancePath: instancePath + "/organization", schemaPath: "#/properties/organization/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.product !== void 0) {
      if (typeof data.product !== "string") {
        const err6 = { instancePath: instancePath + "/product", schemaPath: "#/properties/product/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.productSuite !== void 0) {
      if (typeof data.productSuite !== "string") {
        const err7 = { instancePath: instancePath + "/productSuite", schemaPath: "#/properties/productSuite/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.shortDescription !== void 0) {
      if (!validate24(data.shortDescription, { instancePath: instancePath + "/shortDescription", parentData: data, parentDataProperty: "shortDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.fullDescription !== void 0) {
      if (!validate24(data.fullDescription, { instancePath: instancePath + "/fullDescription", parentData: data, parentDataProperty: "fullDescription", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.fullName !== void 0) {
      if (typeof data.fullName !== "string") {
        const err8 = { instancePath: instancePath + "/fullName", schemaPath: "#/properties/fullName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err9 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.semanticVersion !== void 0) {
      if (typeof data.semanticVersion !== "string") {
        const err10 = { instancePath: instancePath + "/semanticVersion", schemaPath: "#/properties/semanticVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.dottedQuadFileVersion !== void 0) {
      let data10 = data.dottedQuadFileVersion;
      if (typeof data10 === "string") {
        if (!pattern4.test(data10)) {
          const err11 = { instancePath: instancePath + "/dottedQuadFileVersion", schemaPath: "#/properties/dottedQuadFileVersion/pattern", keyword: "pattern", params: { pattern: "[0-9]+(\\.[0-9]+){3}" }, message: 'must match pattern "[0-9]+(\\.[0-9]+){3}"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/dottedQuadFileVersion", schemaPath: "#/properties/dottedQuadFileVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.releaseDateUtc !== void 0) {
      if (typeof data.releaseDateUtc !== "string") {
        const err13 = { instancePath: instancePath + "/releaseDateUtc", schemaPath: "#/properties/releaseDateUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.downloadUri !== void 0) {
      let data12 = data.downloadUri;
      if (typeof data12 === "string") {
        if (!formats0(data12)) {
          const err14 = { instancePath: instancePath + "/downloadUri", schemaPath: "#/properties/downloadUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/downloadUri", schemaPath: "#/properties/downloadUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.informationUri !== void 0) {
      let data13 = data.informationUri;
      if (typeof data13 === "string") {
        if (!formats0(data13)) {
          const err16 = { instancePath: instancePath + "/informationUri", schemaPath: "#/properties/informationUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/informationUri", schemaPath: "#/properties/informationUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.globalMessageStrings !== void 0) {
      let data14 = data.globalMessageStrings;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        for (const key1 in data14) {
          if (!validate24(data14[key1], { instancePath: instancePath + "/globalMessageStrings/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data14, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/globalMessageStrings", schemaPath: "#/properties/globalMessageStrings/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.notifications !== void 0) {
      let data16 = data.notifications;
      if (Array.isArray(data16)) {
        if (data16.length < 0) {
          const err19 = { instancePath: instancePath + "/notifications", schemaPath: "#/properties/notifications/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len0 = data16.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate28(data16[i0], { instancePath: instancePath + "/notifications/" + i0, parentData: data16, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data16.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data16[i1], data16[j0])) {
                const err20 = { instancePath: instancePath + "/notifications", schemaPath: "#/properties/notifications/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/notifications", schemaPath: "#/properties/notifications/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data18 = data.rules;
      if (Array.isArray(data18)) {
        if (data18.length < 0) {
          const err22 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data18.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate28(data18[i2], { instancePath: instancePath + "/rules/" + i2, parentData: data18, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data18.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data18[i3], data18[j1])) {
                const err23 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.taxa !== void 0) {
      let data20 = data.taxa;
      if (Array.isArray(data20)) {
        if (data20.length < 0) {
          const err25 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        const len2 = data20.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (!validate28(data20[i4], { instancePath: instancePath + "/taxa/" + i4, parentData: data20, parentDataProperty: i4, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data20.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--; ) {
            for (j2 = i5; j2--; ) {
              if (func0(data20[i5], data20[j2])) {
                const err26 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.locations !== void 0) {
      let data22 = data.locations;
      if (Array.isArray(data22)) {
        if (data22.length < 0) {
          const err28 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        const len3 = data22.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (!validate46(data22[i6], { instancePath: instancePath + "/locations/" + i6, parentData: data22, parentDataProperty: i6, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.language !== void 0) {
      let data24 = data.language;
      if (typeof data24 === "string") {
        if (!pattern5.test(data24)) {
          const err30 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, message: 'must match pattern "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"' };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      } else {
        const err31 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.contents !== void 0) {
      let data25 = data.contents;
      if (Array.isArray(data25)) {
        const len4 = data25.length;
        for (let i7 = 0; i7 < len4; i7++) {
          let data26 = data25[i7];
          if (!(data26 === "localizedData" || data26 === "nonLocalizedData")) {
            const err32 = { instancePath: instancePath + "/contents/" + i7, schemaPath: "#/properties/contents/items/enum", keyword: "enum", params: { allowedValues: schema34.properties.contents.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        let i8 = data25.length;
        let j3;
        if (i8 > 1) {
          outer3: for (; i8--; ) {
            for (j3 = i8; j3--; ) {
              if (func0(data25[i8], data25[j3])) {
                const err33 = { instancePath: instancePath + "/contents", schemaPath: "#/properties/contents/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i8 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/contents", schemaPath: "#/properties/contents/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.isComprehensive !== void 0) {
      if (typeof data.isComprehensive !== "boolean") {
        const err35 = { instancePath: instancePath + "/isComprehensive", schemaPath: "#/properties/isComprehensive/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.localizedDataSemanticVersion !== void 0) {
      if (typeof data.localizedDataSemanticVersion !== "string") {
        const err36 = { instancePath: instancePath + "/localizedDataSemanticVersion", schemaPath: "#/properties/localizedDataSemanticVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.minimumRequiredLocalizedDataSemanticVersion !== void 0) {
      if (typeof data.minimumRequiredLocalizedDataSemanticVersion !== "string") {
        const err37 = { instancePath: instancePath + "/minimumRequiredLocalizedDataSemanticVersion", schemaPath: "#/properties/minimumRequiredLocalizedDataSemanticVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.associatedComponent !== void 0) {
      if (!validate37(data.associatedComponent, { instancePath: instancePath + "/associatedComponent", parentData: data, parentDataProperty: "associatedComponent", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
        errors = vErrors.length;
      }
    }
    if (data.translationMetadata !== void 0) {
      if (!validate50(data.translationMetadata, { instancePath: instancePath + "/translationMetadata", parentData: data, parentDataProperty: "translationMetadata", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
        errors = vErrors.length;
      }
    }
    if (data.supportedTaxonomies !== void 0) {
      let data32 = data.supportedTaxonomies;
      if (Array.isArray(data32)) {
        if (data32.length < 0) {
          const err38 = { instancePath: instancePath + "/supportedTaxonomies", schemaPath: "#/properties/supportedTaxonomies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        const len5 = data32.length;
        for (let i9 = 0; i9 < len5; i9++) {
          if (!validate37(data32[i9], { instancePath: instancePath + "/supportedTaxonomies/" + i9, parentData: data32, parentDataProperty: i9, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
            errors = vErrors.length;
          }
        }
        let i10 = data32.length;
        let j4;
        if (i10 > 1) {
          outer4: for (; i10--; ) {
            for (j4 = i10; j4--; ) {
              if (func0(data32[i10], data32[j4])) {
                const err39 = { instancePath: instancePath + "/supportedTaxonomies", schemaPath: "#/properties/supportedTaxonomies/uniqueItems", keyword: "uniqueItems", params: { i: i10, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i10 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err40 = { instancePath: instancePath + "/supportedTaxonomies", schemaPath: "#/properties/supportedTaxonomies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data34 = data.properties;
      if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
        if (data34.tags !== void 0) {
          let data35 = data34.tags;
          if (Array.isArray(data35)) {
            if (data35.length < 0) {
              const err41 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            const len6 = data35.length;
            for (let i11 = 0; i11 < len6; i11++) {
              if (typeof data35[i11] !== "string") {
                const err42 = { instancePath: instancePath + "/properties/tags/" + i11, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            let i12 = data35.length;
            let j5;
            if (i12 > 1) {
              const indices0 = {};
              for (; i12--; ) {
                let item0 = data35[i12];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j5 = indices0[item0];
                  const err43 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i12, j: j5 }, message: "must NOT have duplicate items (items ## " + j5 + " and " + i12 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i12;
              }
            }
          } else {
            const err44 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
      } else {
        const err45 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
  } else {
    const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err46];
    } else {
      vErrors.push(err46);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.driver === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "driver" }, message: "must have required property 'driver'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "driver" || key0 === "extensions" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.driver !== void 0) {
      if (!validate23(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.extensions !== void 0) {
      let data1 = data.extensions;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err2 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate23(data1[i0], { instancePath: instancePath + "/extensions/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data1[i1], data1[j0])) {
                const err3 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data4.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data4[i2] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i3 = data4.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data4[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema56 = { "description": "The runtime environment of the analysis tool run.", "additionalProperties": false, "type": "object", "properties": { "commandLine": { "description": "The command line used to invoke the tool.", "type": "string" }, "arguments": { "description": "An array of strings, containing in order the command line arguments passed to the tool from the operating system.", "type": "array", "minItems": 0, "uniqueItems": false, "items": { "type": "string" } }, "responseFiles": { "description": "The locations of any response files specified on the tool's command line.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifactLocation" } }, "startTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the invocation started. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "endTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the invocation ended. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "exitCode": { "description": "The process exit code.", "type": "integer" }, "ruleConfigurationOverrides": { "description": "An array of configurationOverride objects that describe rules related runtime overrides.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/configurationOverride" } }, "notificationConfigurationOverrides": { "description": "An array of configurationOverride objects that describe notifications related runtime overrides.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/configurationOverride" } }, "toolExecutionNotifications": { "description": "A list of runtime conditions detected by the tool during the analysis.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/notification" } }, "toolConfigurationNotifications": { "description": "A list of conditions detected by the tool that are relevant to the tool's configuration.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/notification" } }, "exitCodeDescription": { "description": "The reason for the process exit.", "type": "string" }, "exitSignalName": { "description": "The name of the signal that caused the process to exit.", "type": "string" }, "exitSignalNumber": { "description": "The numeric value of the signal that caused the process to exit.", "type": "integer" }, "processStartFailureMessage": { "description": "The reason given by the operating system that the process failed to start.", "type": "string" }, "executionSuccessful": { "description": "Specifies whether the tool's execution completed successfully.", "type": "boolean" }, "machine": { "description": "The machine on which the invocation occurred.", "type": "string" }, "account": { "description": "The account under which the invocation occurred.", "type": "string" }, "processId": { "description": "The id of the process in which the invocation occurred.", "type": "integer" }, "executableLocation": { "description": "An absolute URI specifying the location of the executable that was invoked.", "$ref": "#/definitions/artifactLocation" }, "workingDirectory": { "description": "The working directory for the invocation.", "$ref": "#/definitions/artifactLocation" }, "environmentVariables": { "description": "The environment variables associated with the analysis tool process, expressed as key/value pairs.", "type": "object", "additionalProperties": { "type": "string" } }, "stdin": { "description": "A file containing the standard input stream to the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stdout": { "description": "A file containing the standard output stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stderr": { "description": "A file containing the standard error stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "stdoutStderr": { "description": "A file containing the interleaved standard output and standard error stream from the process that was invoked.", "$ref": "#/definitions/artifactLocation" }, "properties": { "description": "Key/value pairs that provide additional information about the invocation.", "$ref": "#/definitions/propertyBag" } }, "required": ["executionSuccessful"] };
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.configuration === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "configuration" }, message: "must have required property 'configuration'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.descriptor === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "descriptor" }, message: "must have required property 'descriptor'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "configuration" || key0 === "descriptor" || key0 === "properties")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.configuration !== void 0) {
      if (!validate32(data.configuration, { instancePath: instancePath + "/configuration", parentData: data, parentDataProperty: "configuration", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
    if (data.descriptor !== void 0) {
      if (!validate36(data.descriptor, { instancePath: instancePath + "/descriptor", parentData: data, parentDataProperty: "descriptor", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data2 = data.properties;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.tags !== void 0) {
          let data3 = data2.tags;
          if (Array.isArray(data3)) {
            if (data3.length < 0) {
              const err3 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data3[i0] !== "string") {
                const err4 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            let i1 = data3.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data3[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate60.errors = vErrors;
  return errors === 0;
}
validate60.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema59 = { "description": "Describes a condition relevant to the tool itself, as opposed to being relevant to a target being analyzed by the tool.", "type": "object", "additionalProperties": false, "properties": { "locations": { "description": "The locations relevant to this notification.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/location" } }, "message": { "description": "A message that describes the condition that was encountered.", "$ref": "#/definitions/message" }, "level": { "description": "A value specifying the severity level of the notification.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "threadId": { "description": "The thread identifier of the code that generated the notification.", "type": "integer" }, "timeUtc": { "description": "The Coordinated Universal Time (UTC) date and time at which the analysis tool generated the notification.", "type": "string", "format": "date-time" }, "exception": { "description": "The runtime exception, if any, relevant to this notification.", "$ref": "#/definitions/exception" }, "descriptor": { "description": "A reference used to locate the descriptor relevant to this notification.", "$ref": "#/definitions/reportingDescriptorReference" }, "associatedRule": { "description": "A reference used to locate the rule descriptor associated with this notification.", "$ref": "#/definitions/reportingDescriptorReference" }, "properties": { "description": "Key/value pairs that provide additional information about the notification.", "$ref": "#/definitions/propertyBag" } }, "required": ["message"] };
var schema62 = { "description": "A physical or virtual address, or a range of addresses, in an 'addressable region' (memory or a binary file).", "additionalProperties": false, "type": "object", "properties": { "absoluteAddress": { "description": "The address expressed as a byte offset from the start of the addressable region.", "type": "integer", "minimum": -1, "default": -1 }, "relativeAddress": { "description": "The address expressed as a byte offset from the absolute address of the top-most parent object.", "type": "integer" }, "length": { "description": "The number of bytes in this range of addresses.", "type": "integer" }, "kind": { "description": "An open-ended string that identifies the address kind. 'data', 'function', 'header','instruction', 'module', 'page', 'section', 'segment', 'stack', 'stackFrame', 'table' are well-known values.", "type": "string" }, "name": { "description": "A name that is associated with the address, e.g., '.text'.", "type": "string" }, "fullyQualifiedName": { "description": "A human-readable fully qualified name that is associated with the address.", "type": "string" }, "offsetFromParent": { "description": "The byte offset of this address from the absolute or relative address of the parent object.", "type": "integer" }, "index": { "description": "The index within run.addresses of the cached object for this address.", "type": "integer", "default": -1, "minimum": -1 }, "parentIndex": { "description": "The index within run.addresses of the parent object.", "type": "integer", "default": -1, "minimum": -1 }, "properties": { "description": "Key/value pairs that provide additional information about the address.", "$ref": "#/definitions/propertyBag" } } };
function validate68(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema62.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.absoluteAddress !== void 0) {
      let data0 = data.absoluteAddress;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/absoluteAddress", schemaPath: "#/properties/absoluteAddress/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/absoluteAddress", schemaPath: "#/properties/absoluteAddress/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.relativeAddress !== void 0) {
      let data1 = data.relativeAddress;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err3 = { instancePath: instancePath + "/relativeAddress", schemaPath: "#/properties/relativeAddress/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.length !== void 0) {
      let data2 = data.length;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err4 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if (typeof data.kind !== "string") {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.fullyQualifiedName !== void 0) {
      if (typeof data.fullyQualifiedName !== "string") {
        const err7 = { instancePath: instancePath + "/fullyQualifiedName", schemaPath: "#/properties/fullyQualifiedName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.offsetFromParent !== void 0) {
      let data6 = data.offsetFromParent;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
        const err8 = { instancePath: instancePath + "/offsetFromParent", schemaPath: "#/properties/offsetFromParent/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data7 = data.index;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
        const err9 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data7 == "number") {
        if (data7 < -1 || isNaN(data7)) {
          const err10 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.parentIndex !== void 0) {
      let data8 = data.parentIndex;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)))) {
        const err11 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data8 == "number") {
        if (data8 < -1 || isNaN(data8)) {
          const err12 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.properties !== void 0) {
      let data9 = data.properties;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.tags !== void 0) {
          let data10 = data9.tags;
          if (Array.isArray(data10)) {
            if (data10.length < 0) {
              const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            const len0 = data10.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data10[i0] !== "string") {
                const err14 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            let i1 = data10.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data10[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err15 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema64 = { "description": "A region within an artifact where a result was detected.", "additionalProperties": false, "type": "object", "properties": { "startLine": { "description": "The line number of the first character in the region.", "type": "integer", "minimum": 1 }, "startColumn": { "description": "The column number of the first character in the region.", "type": "integer", "minimum": 1 }, "endLine": { "description": "The line number of the last character in the region.", "type": "integer", "minimum": 1 }, "endColumn": { "description": "The column number of the character following the end of the region.", "type": "integer", "minimum": 1 }, "charOffset": { "description": "The zero-based offset from the beginning of the artifact of the first character in the region.", "type": "integer", "default": -1, "minimum": -1 }, "charLength": { "description": "The length of the region in characters.", "type": "integer", "minimum": 0 }, "byteOffset": { "description": "The zero-based offset from the beginning of the artifact of the first byte in the region.", "type": "integer", "default": -1, "minimum": -1 }, "byteLength": { "description": "The length of the region in bytes.", "type": "integer", "minimum": 0 }, "snippet": { "description": "The portion of the artifact contents within the specified region.", "$ref": "#/definitions/artifactContent" }, "message": { "description": "A message relevant to the region.", "$ref": "#/definitions/message" }, "sourceLanguage": { "description": "Specifies the source language, if any, of the portion of the artifact specified by the region object.", "type": "string" }, "properties": { "description": "Key/value pairs that provide additional information about the region.", "$ref": "#/definitions/propertyBag" } } };
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "text" || key0 === "binary" || key0 === "rendered" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err1 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.binary !== void 0) {
      if (typeof data.binary !== "string") {
        const err2 = { instancePath: instancePath + "/binary", schemaPath: "#/properties/binary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.rendered !== void 0) {
      if (!validate24(data.rendered, { instancePath: instancePath + "/rendered", parentData: data, parentDataProperty: "rendered", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err3 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data4[i0] !== "string") {
                const err4 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            let i1 = data4.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data4[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err5];
                  } else {
                    vErrors.push(err5);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
validate72.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema64.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.startLine !== void 0) {
      let data0 = data.startLine;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/startLine", schemaPath: "#/properties/startLine/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < 1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/startLine", schemaPath: "#/properties/startLine/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.startColumn !== void 0) {
      let data1 = data.startColumn;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err3 = { instancePath: instancePath + "/startColumn", schemaPath: "#/properties/startColumn/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < 1 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/startColumn", schemaPath: "#/properties/startColumn/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.endLine !== void 0) {
      let data2 = data.endLine;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err5 = { instancePath: instancePath + "/endLine", schemaPath: "#/properties/endLine/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 < 1 || isNaN(data2)) {
          const err6 = { instancePath: instancePath + "/endLine", schemaPath: "#/properties/endLine/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.endColumn !== void 0) {
      let data3 = data.endColumn;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
        const err7 = { instancePath: instancePath + "/endColumn", schemaPath: "#/properties/endColumn/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = { instancePath: instancePath + "/endColumn", schemaPath: "#/properties/endColumn/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.charOffset !== void 0) {
      let data4 = data.charOffset;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err9 = { instancePath: instancePath + "/charOffset", schemaPath: "#/properties/charOffset/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 < -1 || isNaN(data4)) {
          const err10 = { instancePath: instancePath + "/charOffset", schemaPath: "#/properties/charOffset/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.charLength !== void 0) {
      let data5 = data.charLength;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)))) {
        const err11 = { instancePath: instancePath + "/charLength", schemaPath: "#/properties/charLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data5 == "number") {
        if (data5 < 0 || isNaN(data5)) {
          const err12 = { instancePath: instancePath + "/charLength", schemaPath: "#/properties/charLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.byteOffset !== void 0) {
      let data6 = data.byteOffset;
      if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)))) {
        const err13 = { instancePath: instancePath + "/byteOffset", schemaPath: "#/properties/byteOffset/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data6 == "number") {
        if (data6 < -1 || isNaN(data6)) {
          const err14 = { instancePath: instancePath + "/byteOffset", schemaPath: "#/properties/byteOffset/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.byteLength !== void 0) {
      let data7 = data.byteLength;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
        const err15 = { instancePath: instancePath + "/byteLength", schemaPath: "#/properties/byteLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data7 == "number") {
        if (data7 < 0 || isNaN(data7)) {
          const err16 = { instancePath: instancePath + "/byteLength", schemaPath: "#/properties/byteLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.snippet !== void 0) {
      if (!validate72(data.snippet, { instancePath: instancePath + "/snippet", parentData: data, parentDataProperty: "snippet", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.sourceLanguage !== void 0) {
      if (typeof data.sourceLanguage !== "string") {
        const err17 = { instancePath: instancePath + "/sourceLanguage", schemaPath: "#/properties/sourceLanguage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data11 = data.properties;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        if (data11.tags !== void 0) {
          let data12 = data11.tags;
          if (Array.isArray(data12)) {
            if (data12.length < 0) {
              const err18 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data12[i0] !== "string") {
                const err19 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            let i1 = data12.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data12[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err20 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err21 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.address === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "address" }, message: "must have required property 'address'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.artifactLocation === void 0) {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "artifactLocation" }, message: "must have required property 'artifactLocation'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "address" || key0 === "artifactLocation" || key0 === "region" || key0 === "contextRegion" || key0 === "properties")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.address !== void 0) {
      if (!validate68(data.address, { instancePath: instancePath + "/address", parentData: data, parentDataProperty: "address", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
        errors = vErrors.length;
      }
    }
    if (data.artifactLocation !== void 0) {
      if (!validate46(data.artifactLocation, { instancePath: instancePath + "/artifactLocation", parentData: data, parentDataProperty: "artifactLocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.region !== void 0) {
      if (!validate71(data.region, { instancePath: instancePath + "/region", parentData: data, parentDataProperty: "region", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
        errors = vErrors.length;
      }
    }
    if (data.contextRegion !== void 0) {
      if (!validate71(data.contextRegion, { instancePath: instancePath + "/contextRegion", parentData: data, parentDataProperty: "contextRegion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data5[i0] !== "string") {
                const err5 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data5[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate67.errors = vErrors;
  return errors === 0;
}
validate67.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate79(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "name" || key0 === "index" || key0 === "fullyQualifiedName" || key0 === "decoratedName" || key0 === "parentIndex" || key0 === "kind" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data1 = data.index;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err2 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < -1 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.fullyQualifiedName !== void 0) {
      if (typeof data.fullyQualifiedName !== "string") {
        const err4 = { instancePath: instancePath + "/fullyQualifiedName", schemaPath: "#/properties/fullyQualifiedName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.decoratedName !== void 0) {
      if (typeof data.decoratedName !== "string") {
        const err5 = { instancePath: instancePath + "/decoratedName", schemaPath: "#/properties/decoratedName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.parentIndex !== void 0) {
      let data4 = data.parentIndex;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err6 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 < -1 || isNaN(data4)) {
          const err7 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.kind !== void 0) {
      if (typeof data.kind !== "string") {
        const err8 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data7[i0] !== "string") {
                const err10 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            let i1 = data7.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data7[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.target === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "target" || key0 === "kinds" || key0 === "description" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.target !== void 0) {
      let data0 = data.target;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err2 = { instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < 0 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/target", schemaPath: "#/properties/target/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.kinds !== void 0) {
      let data1 = data.kinds;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data1[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err5 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len1 = data5.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data5[i2] !== "string") {
                const err8 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            let i3 = data5.length;
            let j1;
            if (i3 > 1) {
              const indices1 = {};
              for (; i3--; ) {
                let item1 = data5[i3];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j1 = indices1[item1];
                  const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i3;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "physicalLocation" || key0 === "logicalLocations" || key0 === "message" || key0 === "annotations" || key0 === "relationships" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.physicalLocation !== void 0) {
      if (!validate67(data.physicalLocation, { instancePath: instancePath + "/physicalLocation", parentData: data, parentDataProperty: "physicalLocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
        errors = vErrors.length;
      }
    }
    if (data.logicalLocations !== void 0) {
      let data2 = data.logicalLocations;
      if (Array.isArray(data2)) {
        if (data2.length < 0) {
          const err3 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate79(data2[i0], { instancePath: instancePath + "/logicalLocations/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data2[i1], data2[j0])) {
                const err4 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.annotations !== void 0) {
      let data5 = data.annotations;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err6 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate71(data5[i2], { instancePath: instancePath + "/annotations/" + i2, parentData: data5, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data5.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data5[i3], data5[j1])) {
                const err7 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/annotations", schemaPath: "#/properties/annotations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.relationships !== void 0) {
      let data7 = data.relationships;
      if (Array.isArray(data7)) {
        if (data7.length < 0) {
          const err9 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len2 = data7.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (!validate83(data7[i4], { instancePath: instancePath + "/relationships/" + i4, parentData: data7, parentDataProperty: i4, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data7.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--; ) {
            for (j2 = i5; j2--; ) {
              if (func0(data7[i5], data7[j2])) {
                const err10 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/relationships", schemaPath: "#/properties/relationships/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data9 = data.properties;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.tags !== void 0) {
          let data10 = data9.tags;
          if (Array.isArray(data10)) {
            if (data10.length < 0) {
              const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            const len3 = data10.length;
            for (let i6 = 0; i6 < len3; i6++) {
              if (typeof data10[i6] !== "string") {
                const err13 = { instancePath: instancePath + "/properties/tags/" + i6, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            let i7 = data10.length;
            let j3;
            if (i7 > 1) {
              const indices0 = {};
              for (; i7--; ) {
                let item0 = data10[i7];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j3 = indices0[item0];
                  const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i7;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate66.errors = vErrors;
  return errors === 0;
}
validate66.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate91(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "location" || key0 === "module" || key0 === "threadId" || key0 === "parameters" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.location !== void 0) {
      if (!validate66(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
        errors = vErrors.length;
      }
    }
    if (data.module !== void 0) {
      if (typeof data.module !== "string") {
        const err1 = { instancePath: instancePath + "/module", schemaPath: "#/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.threadId !== void 0) {
      let data2 = data.threadId;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err2 = { instancePath: instancePath + "/threadId", schemaPath: "#/properties/threadId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data3 = data.parameters;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err3 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/parameters/" + i0, schemaPath: "#/properties/parameters/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data6[i1] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i2 = data6.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data6[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate89(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate89.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.frames === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "frames" }, message: "must have required property 'frames'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "message" || key0 === "frames" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.frames !== void 0) {
      let data1 = data.frames;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err2 = { instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate91(data1[i0], { instancePath: instancePath + "/frames/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/frames", schemaPath: "#/properties/frames/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data4[i1] !== "string") {
                const err5 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            let i2 = data4.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data4[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate89.errors = vErrors;
  return errors === 0;
}
validate89.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var wrapper0 = { validate: validate88 };
function validate88(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "kind" || key0 === "message" || key0 === "stack" || key0 === "innerExceptions" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if (typeof data.kind !== "string") {
        const err1 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err2 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.stack !== void 0) {
      if (!validate89(data.stack, { instancePath: instancePath + "/stack", parentData: data, parentDataProperty: "stack", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
        errors = vErrors.length;
      }
    }
    if (data.innerExceptions !== void 0) {
      let data3 = data.innerExceptions;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err3 = { instancePath: instancePath + "/innerExceptions", schemaPath: "#/properties/innerExceptions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!wrapper0.validate(data3[i0], { instancePath: instancePath + "/innerExceptions/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/innerExceptions", schemaPath: "#/properties/innerExceptions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data6[i1] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i2 = data6.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data6[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
}
validate88.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var formats24 = import_formats.fullFormats["date-time"];
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema59.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.locations !== void 0) {
      let data0 = data.locations;
      if (Array.isArray(data0)) {
        if (data0.length < 0) {
          const err2 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate66(data0[i0], { instancePath: instancePath + "/locations/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data0.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data0[i1], data0[j0])) {
                const err3 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.level !== void 0) {
      let data3 = data.level;
      if (!(data3 === "none" || data3 === "note" || data3 === "warning" || data3 === "error")) {
        const err5 = { instancePath: instancePath + "/level", schemaPath: "#/properties/level/enum", keyword: "enum", params: { allowedValues: schema59.properties.level.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.threadId !== void 0) {
      let data4 = data.threadId;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err6 = { instancePath: instancePath + "/threadId", schemaPath: "#/properties/threadId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.timeUtc !== void 0) {
      let data5 = data.timeUtc;
      if (typeof data5 === "string") {
        if (!formats24.validate(data5)) {
          const err7 = { instancePath: instancePath + "/timeUtc", schemaPath: "#/properties/timeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/timeUtc", schemaPath: "#/properties/timeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.exception !== void 0) {
      if (!validate88(data.exception, { instancePath: instancePath + "/exception", parentData: data, parentDataProperty: "exception", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
        errors = vErrors.length;
      }
    }
    if (data.descriptor !== void 0) {
      if (!validate36(data.descriptor, { instancePath: instancePath + "/descriptor", parentData: data, parentDataProperty: "descriptor", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.associatedRule !== void 0) {
      if (!validate36(data.associatedRule, { instancePath: instancePath + "/associatedRule", parentData: data, parentDataProperty: "associatedRule", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data9 = data.properties;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.tags !== void 0) {
          let data10 = data9.tags;
          if (Array.isArray(data10)) {
            if (data10.length < 0) {
              const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            const len1 = data10.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data10[i2] !== "string") {
                const err10 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            let i3 = data10.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data10[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.executionSuccessful === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "executionSuccessful" }, message: "must have required property 'executionSuccessful'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema56.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.commandLine !== void 0) {
      if (typeof data.commandLine !== "string") {
        const err2 = { instancePath: instancePath + "/commandLine", schemaPath: "#/properties/commandLine/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.arguments !== void 0) {
      let data1 = data.arguments;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err3 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/arguments/" + i0, schemaPath: "#/properties/arguments/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/arguments", schemaPath: "#/properties/arguments/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.responseFiles !== void 0) {
      let data3 = data.responseFiles;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err6 = { instancePath: instancePath + "/responseFiles", schemaPath: "#/properties/responseFiles/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate46(data3[i1], { instancePath: instancePath + "/responseFiles/" + i1, parentData: data3, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
            errors = vErrors.length;
          }
        }
        let i2 = data3.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data3[i2], data3[j0])) {
                const err7 = { instancePath: instancePath + "/responseFiles", schemaPath: "#/properties/responseFiles/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/responseFiles", schemaPath: "#/properties/responseFiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.startTimeUtc !== void 0) {
      let data5 = data.startTimeUtc;
      if (typeof data5 === "string") {
        if (!formats24.validate(data5)) {
          const err9 = { instancePath: instancePath + "/startTimeUtc", schemaPath: "#/properties/startTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/startTimeUtc", schemaPath: "#/properties/startTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.endTimeUtc !== void 0) {
      let data6 = data.endTimeUtc;
      if (typeof data6 === "string") {
        if (!formats24.validate(data6)) {
          const err11 = { instancePath: instancePath + "/endTimeUtc", schemaPath: "#/properties/endTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/endTimeUtc", schemaPath: "#/properties/endTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.exitCode !== void 0) {
      let data7 = data.exitCode;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
        const err13 = { instancePath: instancePath + "/exitCode", schemaPath: "#/properties/exitCode/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.ruleConfigurationOverrides !== void 0) {
      let data8 = data.ruleConfigurationOverrides;
      if (Array.isArray(data8)) {
        if (data8.length < 0) {
          const err14 = { instancePath: instancePath + "/ruleConfigurationOverrides", schemaPath: "#/properties/ruleConfigurationOverrides/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len2 = data8.length;
        for (let i3 = 0; i3 < len2; i3++) {
          if (!validate60(data8[i3], { instancePath: instancePath + "/ruleConfigurationOverrides/" + i3, parentData: data8, parentDataProperty: i3, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
            errors = vErrors.length;
          }
        }
        let i4 = data8.length;
        let j1;
        if (i4 > 1) {
          outer1: for (; i4--; ) {
            for (j1 = i4; j1--; ) {
              if (func0(data8[i4], data8[j1])) {
                const err15 = { instancePath: instancePath + "/ruleConfigurationOverrides", schemaPath: "#/properties/ruleConfigurationOverrides/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i4 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/ruleConfigurationOverrides", schemaPath: "#/properties/ruleConfigurationOverrides/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.notificationConfigurationOverrides !== void 0) {
      let data10 = data.notificationConfigurationOverrides;
      if (Array.isArray(data10)) {
        if (data10.length < 0) {
          const err17 = { instancePath: instancePath + "/notificationConfigurationOverrides", schemaPath: "#/properties/notificationConfigurationOverrides/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len3 = data10.length;
        for (let i5 = 0; i5 < len3; i5++) {
          if (!validate60(data10[i5], { instancePath: instancePath + "/notificationConfigurationOverrides/" + i5, parentData: data10, parentDataProperty: i5, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
            errors = vErrors.length;
          }
        }
        let i6 = data10.length;
        let j2;
        if (i6 > 1) {
          outer2: for (; i6--; ) {
            for (j2 = i6; j2--; ) {
              if (func0(data10[i6], data10[j2])) {
                const err18 = { instancePath: instancePath + "/notificationConfigurationOverrides", schemaPath: "#/properties/notificationConfigurationOverrides/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i6 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/notificationConfigurationOverrides", schemaPath: "#/properties/notificationConfigurationOverrides/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.toolExecutionNotifications !== void 0) {
      let data12 = data.toolExecutionNotifications;
      if (Array.isArray(data12)) {
        if (data12.length < 0) {
          const err20 = { instancePath: instancePath + "/toolExecutionNotifications", schemaPath: "#/properties/toolExecutionNotifications/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len4 = data12.length;
        for (let i7 = 0; i7 < len4; i7++) {
          if (!validate65(data12[i7], { instancePath: instancePath + "/toolExecutionNotifications/" + i7, parentData: data12, parentDataProperty: i7, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/toolExecutionNotifications", schemaPath: "#/properties/toolExecutionNotifications/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.toolConfigurationNotifications !== void 0) {
      let data14 = data.toolConfigurationNotifications;
      if (Array.isArray(data14)) {
        if (data14.length < 0) {
          const err22 = { instancePath: instancePath + "/toolConfigurationNotifications", schemaPath: "#/properties/toolConfigurationNotifications/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len5 = data14.length;
        for (let i8 = 0; i8 < len5; i8++) {
          if (!validate65(data14[i8], { instancePath: instancePath + "/toolConfigurationNotifications/" + i8, parentData: data14, parentDataProperty: i8, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/toolConfigurationNotifications", schemaPath: "#/properties/toolConfigurationNotifications/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.exitCodeDescription !== void 0) {
      if (typeof data.exitCodeDescription !== "string") {
        const err24 = { instancePath: instancePath + "/exitCodeDescription", schemaPath: "#/properties/exitCodeDescription/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.exitSignalName !== void 0) {
      if (typeof data.exitSignalName !== "string") {
        const err25 = { instancePath: instancePath + "/exitSignalName", schemaPath: "#/properties/exitSignalName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.exitSignalNumber !== void 0) {
      let data18 = data.exitSignalNumber;
      if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)))) {
        const err26 = { instancePath: instancePath + "/exitSignalNumber", schemaPath: "#/properties/exitSignalNumber/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.processStartFailureMessage !== void 0) {
      if (typeof data.processStartFailureMessage !== "string") {
        const err27 = { instancePath: instancePath + "/processStartFailureMessage", schemaPath: "#/properties/processStartFailureMessage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.executionSuccessful !== void 0) {
      if (typeof data.executionSuccessful !== "boolean") {
        const err28 = { instancePath: instancePath + "/executionSuccessful", schemaPath: "#/properties/executionSuccessful/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.machine !== void 0) {
      if (typeof data.machine !== "string") {
        const err29 = { instancePath: instancePath + "/machine", schemaPath: "#/properties/machine/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.account !== void 0) {
      if (typeof data.account !== "string") {
        const err30 = { instancePath: instancePath + "/account", schemaPath: "#/properties/account/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.processId !== void 0) {
      let data23 = data.processId;
      if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)))) {
        const err31 = { instancePath: instancePath + "/processId", schemaPath: "#/properties/processId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.executableLocation !== void 0) {
      if (!validate46(data.executableLocation, { instancePath: instancePath + "/executableLocation", parentData: data, parentDataProperty: "executableLocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.workingDirectory !== void 0) {
      if (!validate46(data.workingDirectory, { instancePath: instancePath + "/workingDirectory", parentData: data, parentDataProperty: "workingDirectory", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.environmentVariables !== void 0) {
      let data26 = data.environmentVariables;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        for (const key1 in data26) {
          if (typeof data26[key1] !== "string") {
            const err32 = { instancePath: instancePath + "/environmentVariables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/environmentVariables/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/environmentVariables", schemaPath: "#/properties/environmentVariables/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.stdin !== void 0) {
      if (!validate46(data.stdin, { instancePath: instancePath + "/stdin", parentData: data, parentDataProperty: "stdin", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.stdout !== void 0) {
      if (!validate46(data.stdout, { instancePath: instancePath + "/stdout", parentData: data, parentDataProperty: "stdout", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.stderr !== void 0) {
      if (!validate46(data.stderr, { instancePath: instancePath + "/stderr", parentData: data, parentDataProperty: "stderr", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.stdoutStderr !== void 0) {
      if (!validate46(data.stdoutStderr, { instancePath: instancePath + "/stdoutStderr", parentData: data, parentDataProperty: "stdoutStderr", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data32 = data.properties;
      if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
        if (data32.tags !== void 0) {
          let data33 = data32.tags;
          if (Array.isArray(data33)) {
            if (data33.length < 0) {
              const err34 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            const len6 = data33.length;
            for (let i9 = 0; i9 < len6; i9++) {
              if (typeof data33[i9] !== "string") {
                const err35 = { instancePath: instancePath + "/properties/tags/" + i9, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            let i10 = data33.length;
            let j3;
            if (i10 > 1) {
              const indices0 = {};
              for (; i10--; ) {
                let item0 = data33[i10];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j3 = indices0[item0];
                  const err36 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i10, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i10 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i10;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
}
validate58.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate107(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate107.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tool === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "tool" || key0 === "invocation" || key0 === "analysisToolLogFiles" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      if (!validate22(data.tool, { instancePath: instancePath + "/tool", parentData: data, parentDataProperty: "tool", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.invocation !== void 0) {
      if (!validate58(data.invocation, { instancePath: instancePath + "/invocation", parentData: data, parentDataProperty: "invocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
        errors = vErrors.length;
      }
    }
    if (data.analysisToolLogFiles !== void 0) {
      let data2 = data.analysisToolLogFiles;
      if (Array.isArray(data2)) {
        if (data2.length < 0) {
          const err2 = { instancePath: instancePath + "/analysisToolLogFiles", schemaPath: "#/properties/analysisToolLogFiles/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate46(data2[i0], { instancePath: instancePath + "/analysisToolLogFiles/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data2[i1], data2[j0])) {
                const err3 = { instancePath: instancePath + "/analysisToolLogFiles", schemaPath: "#/properties/analysisToolLogFiles/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/analysisToolLogFiles", schemaPath: "#/properties/analysisToolLogFiles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data5.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data5[i2] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i3 = data5.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data5[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate107.errors = vErrors;
  return errors === 0;
}
validate107.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate112.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.repositoryUri === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repositoryUri" }, message: "must have required property 'repositoryUri'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "repositoryUri" || key0 === "revisionId" || key0 === "branch" || key0 === "revisionTag" || key0 === "asOfTimeUtc" || key0 === "mappedTo" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.repositoryUri !== void 0) {
      let data0 = data.repositoryUri;
      if (typeof data0 === "string") {
        if (!formats0(data0)) {
          const err2 = { instancePath: instancePath + "/repositoryUri", schemaPath: "#/properties/repositoryUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/repositoryUri", schemaPath: "#/properties/repositoryUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.revisionId !== void 0) {
      if (typeof data.revisionId !== "string") {
        const err4 = { instancePath: instancePath + "/revisionId", schemaPath: "#/properties/revisionId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.branch !== void 0) {
      if (typeof data.branch !== "string") {
        const err5 = { instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.revisionTag !== void 0) {
      if (typeof data.revisionTag !== "string") {
        const err6 = { instancePath: instancePath + "/revisionTag", schemaPath: "#/properties/revisionTag/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.asOfTimeUtc !== void 0) {
      let data4 = data.asOfTimeUtc;
      if (typeof data4 === "string") {
        if (!formats24.validate(data4)) {
          const err7 = { instancePath: instancePath + "/asOfTimeUtc", schemaPath: "#/properties/asOfTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/asOfTimeUtc", schemaPath: "#/properties/asOfTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.mappedTo !== void 0) {
      if (!validate46(data.mappedTo, { instancePath: instancePath + "/mappedTo", parentData: data, parentDataProperty: "mappedTo", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data7[i0] !== "string") {
                const err10 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            let i1 = data7.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data7[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate112.errors = vErrors;
  return errors === 0;
}
validate112.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema86 = { "description": "A single artifact. In some cases, this artifact might be nested within another artifact.", "additionalProperties": false, "type": "object", "properties": { "description": { "description": "A short description of the artifact.", "$ref": "#/definitions/message" }, "location": { "description": "The location of the artifact.", "$ref": "#/definitions/artifactLocation" }, "parentIndex": { "description": "Identifies the index of the immediate parent of the artifact, if this artifact is nested.", "type": "integer", "default": -1, "minimum": -1 }, "offset": { "description": "The offset in bytes of the artifact within its containing artifact.", "type": "integer", "minimum": 0 }, "length": { "description": "The length of the artifact in bytes.", "type": "integer", "default": -1, "minimum": -1 }, "roles": { "description": "The role or roles played by the artifact in the analysis.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "enum": ["analysisTarget", "attachment", "responseFile", "resultFile", "standardStream", "tracedFile", "unmodified", "modified", "added", "deleted", "renamed", "uncontrolled", "driver", "extension", "translation", "taxonomy", "policy", "referencedOnCommandLine", "memoryContents", "directory", "userSpecifiedConfiguration", "toolSpecifiedConfiguration", "debugOutputFile", "conversionSource", "externalPropertyFile", "repositoryRoot"] } }, "mimeType": { "description": "The MIME type (RFC 2045) of the artifact.", "type": "string", "pattern": "[^/]+/.+" }, "contents": { "description": "The contents of the artifact.", "$ref": "#/definitions/artifactContent" }, "encoding": { "description": "Specifies the encoding for an artifact object that refers to a text file.", "type": "string" }, "sourceLanguage": { "description": "Specifies the source language for any artifact object that refers to a text file that contains source code.", "type": "string" }, "hashes": { "description": "A dictionary, each of whose keys is the name of a hash function and each of whose values is the hashed value of the artifact produced by the specified hash function.", "type": "object", "additionalProperties": { "type": "string" } }, "lastModifiedTimeUtc": { "description": 'The Coordinated Universal Time (UTC) date and time at which the artifact was most recently modified. See "Date/time properties" in the SARIF spec for the required format.', "type": "string", "format": "date-time" }, "properties": { "description": "Key/value pairs that provide additional information about the artifact.", "$ref": "#/definitions/propertyBag" } } };
var pattern7 = new RegExp("[^/]+/.+", "u");
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate116.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema86.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.location !== void 0) {
      if (!validate46(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.parentIndex !== void 0) {
      let data2 = data.parentIndex;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err1 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 < -1 || isNaN(data2)) {
          const err2 = { instancePath: instancePath + "/parentIndex", schemaPath: "#/properties/parentIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.offset !== void 0) {
      let data3 = data.offset;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
        const err3 = { instancePath: instancePath + "/offset", schemaPath: "#/properties/offset/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data3 == "number") {
        if (data3 < 0 || isNaN(data3)) {
          const err4 = { instancePath: instancePath + "/offset", schemaPath: "#/properties/offset/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.length !== void 0) {
      let data4 = data.length;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err5 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 < -1 || isNaN(data4)) {
          const err6 = { instancePath: instancePath + "/length", schemaPath: "#/properties/length/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.roles !== void 0) {
      let data5 = data.roles;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err7 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (!(data6 === "analysisTarget" || data6 === "attachment" || data6 === "responseFile" || data6 === "resultFile" || data6 === "standardStream" || data6 === "tracedFile" || data6 === "unmodified" || data6 === "modified" || data6 === "added" || data6 === "deleted" || data6 === "renamed" || data6 === "uncontrolled" || data6 === "driver" || data6 === "extension" || data6 === "translation" || data6 === "taxonomy" || data6 === "policy" || data6 === "referencedOnCommandLine" || data6 === "memoryContents" || data6 === "directory" || data6 === "userSpecifiedConfiguration" || data6 === "toolSpecifiedConfiguration" || data6 === "debugOutputFile" || data6 === "conversionSource" || data6 === "externalPropertyFile" || data6 === "repositoryRoot")) {
            const err8 = { instancePath: instancePath + "/roles/" + i0, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema86.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        let i1 = data5.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data5[i1], data5[j0])) {
                const err9 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      let data7 = data.mimeType;
      if (typeof data7 === "string") {
        if (!pattern7.test(data7)) {
          const err11 = { instancePath: instancePath + "/mimeType", schemaPath: "#/properties/mimeType/pattern", keyword: "pattern", params: { pattern: "[^/]+/.+" }, message: 'must match pattern "[^/]+/.+"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/mimeType", schemaPath: "#/properties/mimeType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.contents !== void 0) {
      if (!validate72(data.contents, { instancePath: instancePath + "/contents", parentData: data, parentDataProperty: "contents", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.encoding !== void 0) {
      if (typeof data.encoding !== "string") {
        const err13 = { instancePath: instancePath + "/encoding", schemaPath: "#/properties/encoding/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.sourceLanguage !== void 0) {
      if (typeof data.sourceLanguage !== "string") {
        const err14 = { instancePath: instancePath + "/sourceLanguage", schemaPath: "#/properties/sourceLanguage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.hashes !== void 0) {
      let data11 = data.hashes;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key1 in data11) {
          if (typeof data11[key1] !== "string") {
            const err15 = { instancePath: instancePath + "/hashes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hashes/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/hashes", schemaPath: "#/properties/hashes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.lastModifiedTimeUtc !== void 0) {
      let data13 = data.lastModifiedTimeUtc;
      if (typeof data13 === "string") {
        if (!formats24.validate(data13)) {
          const err17 = { instancePath: instancePath + "/lastModifiedTimeUtc", schemaPath: "#/properties/lastModifiedTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = { instancePath: instancePath + "/lastModifiedTimeUtc", schemaPath: "#/properties/lastModifiedTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data14 = data.properties;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14.tags !== void 0) {
          let data15 = data14.tags;
          if (Array.isArray(data15)) {
            if (data15.length < 0) {
              const err19 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            const len1 = data15.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data15[i2] !== "string") {
                const err20 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            let i3 = data15.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data15[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err21 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate116.errors = vErrors;
  return errors === 0;
}
validate116.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var wrapper1 = { validate: validate124 };
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate124.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "location" || key0 === "children" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      if (!validate40(data.label, { instancePath: instancePath + "/label", parentData: data, parentDataProperty: "label", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.location !== void 0) {
      if (!validate66(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
        errors = vErrors.length;
      }
    }
    if (data.children !== void 0) {
      let data3 = data.children;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err3 = { instancePath: instancePath + "/children", schemaPath: "#/properties/children/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!wrapper1.validate(data3[i0], { instancePath: instancePath + "/children/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data3[i1], data3[j0])) {
                const err4 = { instancePath: instancePath + "/children", schemaPath: "#/properties/children/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len1 = data6.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data6[i2] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i3 = data6.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data6[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate124.errors = vErrors;
  return errors === 0;
}
validate124.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate128.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.sourceNodeId === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sourceNodeId" }, message: "must have required property 'sourceNodeId'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.targetNodeId === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "targetNodeId" }, message: "must have required property 'targetNodeId'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "sourceNodeId" || key0 === "targetNodeId" || key0 === "properties")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err4 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      if (!validate40(data.label, { instancePath: instancePath + "/label", parentData: data, parentDataProperty: "label", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.sourceNodeId !== void 0) {
      if (typeof data.sourceNodeId !== "string") {
        const err5 = { instancePath: instancePath + "/sourceNodeId", schemaPath: "#/properties/sourceNodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.targetNodeId !== void 0) {
      if (typeof data.targetNodeId !== "string") {
        const err6 = { instancePath: instancePath + "/targetNodeId", schemaPath: "#/properties/targetNodeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data5[i0] !== "string") {
                const err8 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data5[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate128.errors = vErrors;
  return errors === 0;
}
validate128.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate122.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "description" || key0 === "nodes" || key0 === "edges" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.nodes !== void 0) {
      let data1 = data.nodes;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err1 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate124(data1[i0], { instancePath: instancePath + "/nodes/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data1[i1], data1[j0])) {
                const err2 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/nodes", schemaPath: "#/properties/nodes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.edges !== void 0) {
      let data3 = data.edges;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err4 = { instancePath: instancePath + "/edges", schemaPath: "#/properties/edges/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data3.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate128(data3[i2], { instancePath: instancePath + "/edges/" + i2, parentData: data3, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data3.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data3[i3], data3[j1])) {
                const err5 = { instancePath: instancePath + "/edges", schemaPath: "#/properties/edges/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/edges", schemaPath: "#/properties/edges/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len2 = data6.length;
            for (let i4 = 0; i4 < len2; i4++) {
              if (typeof data6[i4] !== "string") {
                const err8 = { instancePath: instancePath + "/properties/tags/" + i4, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            let i5 = data6.length;
            let j2;
            if (i5 > 1) {
              const indices0 = {};
              for (; i5--; ) {
                let item0 = data6[i5];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j2 = indices0[item0];
                  const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i5;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate122.errors = vErrors;
  return errors === 0;
}
validate122.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema94 = { "description": "A result produced by an analysis tool.", "additionalProperties": false, "type": "object", "properties": { "ruleId": { "description": "The stable, unique identifier of the rule, if any, to which this result is relevant.", "type": "string" }, "ruleIndex": { "description": "The index within the tool component rules array of the rule object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "rule": { "description": "A reference used to locate the rule descriptor relevant to this result.", "$ref": "#/definitions/reportingDescriptorReference" }, "kind": { "description": "A value that categorizes results by evaluation state.", "default": "fail", "enum": ["notApplicable", "pass", "fail", "review", "open", "informational"] }, "level": { "description": "A value specifying the severity level of the result.", "default": "warning", "enum": ["none", "note", "warning", "error"] }, "message": { "description": "A message that describes the result. The first sentence of the message only will be displayed when visible space is limited.", "$ref": "#/definitions/message" }, "analysisTarget": { "description": "Identifies the artifact that the analysis tool was instructed to scan. This need not be the same as the artifact where the result actually occurred.", "$ref": "#/definitions/artifactLocation" }, "locations": { "description": "The set of locations where the result was detected. Specify only one location unless the problem indicated by the result can only be corrected by making a change at every specified location.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/location" } }, "guid": { "description": "A stable, unique identifier for the result in the form of a GUID.", "type": "string", "format": "uuid" }, "correlationGuid": { "description": "A stable, unique identifier for the equivalence class of logically identical results to which this result belongs, in the form of a GUID.", "type": "string", "format": "uuid" }, "occurrenceCount": { "description": "A positive integer specifying the number of times this logically unique result was observed in this run.", "type": "integer", "minimum": 1 }, "partialFingerprints": { "description": "A set of strings that contribute to the stable, unique identity of the result.", "type": "object", "additionalProperties": { "type": "string" } }, "fingerprints": { "description": "A set of strings each of which individually defines a stable, unique identity for the result.", "type": "object", "additionalProperties": { "type": "string" } }, "stacks": { "description": "An array of 'stack' objects relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/stack" } }, "codeFlows": { "description": "An array of 'codeFlow' objects relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/codeFlow" } }, "graphs": { "description": "An array of zero or more unique graph objects associated with the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graph" } }, "graphTraversals": { "description": "An array of one or more unique 'graphTraversal' objects.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/graphTraversal" } }, "relatedLocations": { "description": "A set of locations relevant to this result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/location" } }, "suppressions": { "description": "A set of suppressions relevant to this result.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/suppression" } }, "baselineState": { "description": "The state of a result relative to a baseline of a previous run.", "enum": ["new", "unchanged", "updated", "absent"] }, "rank": { "description": "A number representing the priority or importance of the result.", "type": "number", "default": -1, "minimum": -1, "maximum": 100 }, "attachments": { "description": "A set of artifacts relevant to the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/attachment" } }, "hostedViewerUri": { "description": "An absolute URI at which the result can be viewed.", "type": "string", "format": "uri" }, "workItemUris": { "description": "The URIs of the work items associated with this result.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "type": "string", "format": "uri" } }, "provenance": { "description": "Information about how and when the result was detected.", "$ref": "#/definitions/resultProvenance" }, "fixes": { "description": "An array of 'fix' objects, each of which represents a proposed fix to the problem indicated by the result.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/fix" } }, "taxa": { "description": "An array of references to taxonomy reporting descriptors that are applicable to the result.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorReference" } }, "webRequest": { "description": "A web request associated with this result.", "$ref": "#/definitions/webRequest" }, "webResponse": { "description": "A web response associated with this result.", "$ref": "#/definitions/webResponse" }, "properties": { "description": "Key/value pairs that provide additional information about the result.", "$ref": "#/definitions/propertyBag" } }, "required": ["message"] };
var schema97 = { "description": "A location visited by an analysis tool while simulating or monitoring the execution of a program.", "additionalProperties": false, "type": "object", "properties": { "index": { "description": "The index within the run threadFlowLocations array.", "type": "integer", "default": -1, "minimum": -1 }, "location": { "description": "The code location.", "$ref": "#/definitions/location" }, "stack": { "description": "The call stack leading to this location.", "$ref": "#/definitions/stack" }, "kinds": { "description": "A set of distinct strings that categorize the thread flow location. Well-known kinds include 'acquire', 'release', 'enter', 'exit', 'call', 'return', 'branch', 'implicit', 'false', 'true', 'caution', 'danger', 'unknown', 'unreachable', 'taint', 'function', 'handler', 'lock', 'memory', 'resource', 'scope' and 'value'.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "type": "string" } }, "taxa": { "description": "An array of references to rule or taxonomy reporting descriptors that are applicable to the thread flow location.", "type": "array", "default": [], "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/reportingDescriptorReference" } }, "module": { "description": "The name of the module that contains the code that is executing.", "type": "string" }, "state": { "description": "A dictionary, each of whose keys specifies a variable or expression, the associated value of which represents the variable or expression value. For an annotation of kind 'continuation', for example, this dictionary might hold the current assumed values of a set of global variables.", "type": "object", "additionalProperties": { "$ref": "#/definitions/multiformatMessageString" } }, "nestingLevel": { "description": "An integer representing a containment hierarchy within the thread flow.", "type": "integer", "minimum": 0 }, "executionOrder": { "description": "An integer representing the temporal order in which execution reached this location.", "type": "integer", "default": -1, "minimum": -1 }, "executionTimeUtc": { "description": "The Coordinated Universal Time (UTC) date and time at which this location was executed.", "type": "string", "format": "date-time" }, "importance": { "description": 'Specifies the importance of this location in understanding the code flow in which it occurs. The order from most to least important is "essential", "important", "unimportant". Default: "important".', "enum": ["important", "essential", "unimportant"], "default": "important" }, "webRequest": { "description": "A web request associated with this thread flow location.", "$ref": "#/definitions/webRequest" }, "webResponse": { "description": "A web response associated with this thread flow location.", "$ref": "#/definitions/webResponse" }, "properties": { "description": "Key/value pairs that provide additional information about the threadflow location.", "$ref": "#/definitions/propertyBag" } } };
var schema98 = { "description": "Describes an HTTP request.", "type": "object", "additionalProperties": false, "properties": { "index": { "description": "The index within the run.webRequests array of the request object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "protocol": { "description": "The request protocol. Example: 'http'.", "type": "string" }, "version": { "description": "The request version. Example: '1.1'.", "type": "string" }, "target": { "description": "The target of the request.", "type": "string" }, "method": { "description": "The HTTP method. Well-known values are 'GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'.", "type": "string" }, "headers": { "description": "The request headers.", "type": "object", "additionalProperties": { "type": "string" } }, "parameters": { "description": "The request parameters.", "type": "object", "additionalProperties": { "type": "string" } }, "body": { "description": "The body of the request.", "$ref": "#/definitions/artifactContent" }, "properties": { "description": "Key/value pairs that provide additional information about the request.", "$ref": "#/definitions/propertyBag" } } };
function validate149(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate149.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema98.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data0 = data.index;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.protocol !== void 0) {
      if (typeof data.protocol !== "string") {
        const err3 = { instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err4 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target !== void 0) {
      if (typeof data.target !== "string") {
        const err5 = { instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      if (typeof data.method !== "string") {
        const err6 = { instancePath: instancePath + "/method", schemaPath: "#/properties/method/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.headers !== void 0) {
      let data5 = data.headers;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          if (typeof data5[key1] !== "string") {
            const err7 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data7 = data.parameters;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key2 in data7) {
          if (typeof data7[key2] !== "string") {
            const err9 = { instancePath: instancePath + "/parameters/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/parameters/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.body !== void 0) {
      if (!validate72(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data10 = data.properties;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        if (data10.tags !== void 0) {
          let data11 = data10.tags;
          if (Array.isArray(data11)) {
            if (data11.length < 0) {
              const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            const len0 = data11.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data11[i0] !== "string") {
                const err12 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            let i1 = data11.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data11[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate149.errors = vErrors;
  return errors === 0;
}
validate149.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema100 = { "description": "Describes the response to an HTTP request.", "type": "object", "additionalProperties": false, "properties": { "index": { "description": "The index within the run.webResponses array of the response object associated with this result.", "type": "integer", "default": -1, "minimum": -1 }, "protocol": { "description": "The response protocol. Example: 'http'.", "type": "string" }, "version": { "description": "The response version. Example: '1.1'.", "type": "string" }, "statusCode": { "description": "The response status code. Example: 451.", "type": "integer" }, "reasonPhrase": { "description": "The response reason. Example: 'Not found'.", "type": "string" }, "headers": { "description": "The response headers.", "type": "object", "additionalProperties": { "type": "string" } }, "body": { "description": "The body of the response.", "$ref": "#/definitions/artifactContent" }, "noResponseReceived": { "description": "Specifies whether a response was received from the server.", "type": "boolean", "default": false }, "properties": { "description": "Key/value pairs that provide additional information about the response.", "$ref": "#/definitions/propertyBag" } } };
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate152.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema100.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data0 = data.index;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.protocol !== void 0) {
      if (typeof data.protocol !== "string") {
        const err3 = { instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err4 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.statusCode !== void 0) {
      let data3 = data.statusCode;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)))) {
        const err5 = { instancePath: instancePath + "/statusCode", schemaPath: "#/properties/statusCode/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.reasonPhrase !== void 0) {
      if (typeof data.reasonPhrase !== "string") {
        const err6 = { instancePath: instancePath + "/reasonPhrase", schemaPath: "#/properties/reasonPhrase/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.headers !== void 0) {
      let data5 = data.headers;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          if (typeof data5[key1] !== "string") {
            const err7 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.body !== void 0) {
      if (!validate72(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.noResponseReceived !== void 0) {
      if (typeof data.noResponseReceived !== "boolean") {
        const err9 = { instancePath: instancePath + "/noResponseReceived", schemaPath: "#/properties/noResponseReceived/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data9 = data.properties;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.tags !== void 0) {
          let data10 = data9.tags;
          if (Array.isArray(data10)) {
            if (data10.length < 0) {
              const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            const len0 = data10.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data10[i0] !== "string") {
                const err11 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            let i1 = data10.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data10[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate152.errors = vErrors;
  return errors === 0;
}
validate152.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate144.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema97.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data0 = data.index;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err1 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.location !== void 0) {
      if (!validate66(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
        errors = vErrors.length;
      }
    }
    if (data.stack !== void 0) {
      if (!validate89(data.stack, { instancePath: instancePath + "/stack", parentData: data, parentDataProperty: "stack", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
        errors = vErrors.length;
      }
    }
    if (data.kinds !== void 0) {
      let data3 = data.kinds;
      if (Array.isArray(data3)) {
        if (data3.length < 0) {
          const err3 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data3[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err5 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.taxa !== void 0) {
      let data5 = data.taxa;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err7 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate36(data5[i2], { instancePath: instancePath + "/taxa/" + i2, parentData: data5, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data5.length;
        let j1;
        if (i3 > 1) {
          outer0: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data5[i3], data5[j1])) {
                const err8 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.module !== void 0) {
      if (typeof data.module !== "string") {
        const err10 = { instancePath: instancePath + "/module", schemaPath: "#/properties/module/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.state !== void 0) {
      let data8 = data.state;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!validate24(data8[key1], { instancePath: instancePath + "/state/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.nestingLevel !== void 0) {
      let data10 = data.nestingLevel;
      if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)))) {
        const err12 = { instancePath: instancePath + "/nestingLevel", schemaPath: "#/properties/nestingLevel/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data10 == "number") {
        if (data10 < 0 || isNaN(data10)) {
          const err13 = { instancePath: instancePath + "/nestingLevel", schemaPath: "#/properties/nestingLevel/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.executionOrder !== void 0) {
      let data11 = data.executionOrder;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
        const err14 = { instancePath: instancePath + "/executionOrder", schemaPath: "#/properties/executionOrder/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data11 == "number") {
        if (data11 < -1 || isNaN(data11)) {
          const err15 = { instancePath: instancePath + "/executionOrder", schemaPath: "#/properties/executionOrder/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.executionTimeUtc !== void 0) {
      let data12 = data.executionTimeUtc;
      if (typeof data12 === "string") {
        if (!formats24.validate(data12)) {
          const err16 = { instancePath: instancePath + "/executionTimeUtc", schemaPath: "#/properties/executionTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/executionTimeUtc", schemaPath: "#/properties/executionTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.importance !== void 0) {
      let data13 = data.importance;
      if (!(data13 === "important" || data13 === "essential" || data13 === "unimportant")) {
        const err18 = { instancePath: instancePath + "/importance", schemaPath: "#/properties/importance/enum", keyword: "enum", params: { allowedValues: schema97.properties.importance.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.webRequest !== void 0) {
      if (!validate149(data.webRequest, { instancePath: instancePath + "/webRequest", parentData: data, parentDataProperty: "webRequest", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
        errors = vErrors.length;
      }
    }
    if (data.webResponse !== void 0) {
      if (!validate152(data.webResponse, { instancePath: instancePath + "/webResponse", parentData: data, parentDataProperty: "webResponse", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data16 = data.properties;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.tags !== void 0) {
          let data17 = data16.tags;
          if (Array.isArray(data17)) {
            if (data17.length < 0) {
              const err19 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            const len2 = data17.length;
            for (let i4 = 0; i4 < len2; i4++) {
              if (typeof data17[i4] !== "string") {
                const err20 = { instancePath: instancePath + "/properties/tags/" + i4, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            let i5 = data17.length;
            let j2;
            if (i5 > 1) {
              const indices1 = {};
              for (; i5--; ) {
                let item1 = data17[i5];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j2 = indices1[item1];
                  const err21 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i5;
              }
            }
          } else {
            const err22 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate144.errors = vErrors;
  return errors === 0;
}
validate144.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate140.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.locations === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "locations" }, message: "must have required property 'locations'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "message" || key0 === "initialState" || key0 === "immutableState" || key0 === "locations" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err2 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.initialState !== void 0) {
      let data2 = data.initialState;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!validate24(data2[key1], { instancePath: instancePath + "/initialState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/initialState", schemaPath: "#/properties/initialState/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.immutableState !== void 0) {
      let data4 = data.immutableState;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key2 in data4) {
          if (!validate24(data4[key2], { instancePath: instancePath + "/immutableState/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/immutableState", schemaPath: "#/properties/immutableState/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.locations !== void 0) {
      let data6 = data.locations;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err5 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate144(data6[i0], { instancePath: instancePath + "/locations/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data8 = data.properties;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.tags !== void 0) {
          let data9 = data8.tags;
          if (Array.isArray(data9)) {
            if (data9.length < 0) {
              const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data9[i1] !== "string") {
                const err8 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            let i2 = data9.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data9[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate140.errors = vErrors;
  return errors === 0;
}
validate140.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate138(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate138.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.threadFlows === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "threadFlows" }, message: "must have required property 'threadFlows'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "message" || key0 === "threadFlows" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.threadFlows !== void 0) {
      let data1 = data.threadFlows;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err2 = { instancePath: instancePath + "/threadFlows", schemaPath: "#/properties/threadFlows/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate140(data1[i0], { instancePath: instancePath + "/threadFlows/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate140.errors : vErrors.concat(validate140.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/threadFlows", schemaPath: "#/properties/threadFlows/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data4[i1] !== "string") {
                const err5 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
            let i2 = data4.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data4[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err6];
                  } else {
                    vErrors.push(err6);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate138.errors = vErrors;
  return errors === 0;
}
validate138.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate163.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.edgeId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "edgeId" }, message: "must have required property 'edgeId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "edgeId" || key0 === "message" || key0 === "finalState" || key0 === "stepOverEdgeCount" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.edgeId !== void 0) {
      if (typeof data.edgeId !== "string") {
        const err2 = { instancePath: instancePath + "/edgeId", schemaPath: "#/properties/edgeId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.finalState !== void 0) {
      let data2 = data.finalState;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!validate24(data2[key1], { instancePath: instancePath + "/finalState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/finalState", schemaPath: "#/properties/finalState/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.stepOverEdgeCount !== void 0) {
      let data4 = data.stepOverEdgeCount;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err4 = { instancePath: instancePath + "/stepOverEdgeCount", schemaPath: "#/properties/stepOverEdgeCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 < 0 || isNaN(data4)) {
          const err5 = { instancePath: instancePath + "/stepOverEdgeCount", schemaPath: "#/properties/stepOverEdgeCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data6[i0] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i1 = data6.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data6[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate163.errors = vErrors;
  return errors === 0;
}
validate163.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate159(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate159.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.runGraphIndex === void 0) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "runGraphIndex" }, message: "must have required property 'runGraphIndex'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultGraphIndex === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "resultGraphIndex" }, message: "must have required property 'resultGraphIndex'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
  }
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "runGraphIndex" || key0 === "resultGraphIndex" || key0 === "description" || key0 === "initialState" || key0 === "immutableState" || key0 === "edgeTraversals" || key0 === "properties")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.runGraphIndex !== void 0) {
      let data0 = data.runGraphIndex;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)))) {
        const err4 = { instancePath: instancePath + "/runGraphIndex", schemaPath: "#/properties/runGraphIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == "number") {
        if (data0 < -1 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/runGraphIndex", schemaPath: "#/properties/runGraphIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.resultGraphIndex !== void 0) {
      let data1 = data.resultGraphIndex;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err6 = { instancePath: instancePath + "/resultGraphIndex", schemaPath: "#/properties/resultGraphIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < -1 || isNaN(data1)) {
          const err7 = { instancePath: instancePath + "/resultGraphIndex", schemaPath: "#/properties/resultGraphIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.initialState !== void 0) {
      let data3 = data.initialState;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        for (const key1 in data3) {
          if (!validate24(data3[key1], { instancePath: instancePath + "/initialState/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data3, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/initialState", schemaPath: "#/properties/initialState/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.immutableState !== void 0) {
      let data5 = data.immutableState;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key2 in data5) {
          if (!validate24(data5[key2], { instancePath: instancePath + "/immutableState/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data5, parentDataProperty: key2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/immutableState", schemaPath: "#/properties/immutableState/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.edgeTraversals !== void 0) {
      let data7 = data.edgeTraversals;
      if (Array.isArray(data7)) {
        if (data7.length < 0) {
          const err10 = { instancePath: instancePath + "/edgeTraversals", schemaPath: "#/properties/edgeTraversals/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate163(data7[i0], { instancePath: instancePath + "/edgeTraversals/" + i0, parentData: data7, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/edgeTraversals", schemaPath: "#/properties/edgeTraversals/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data9 = data.properties;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.tags !== void 0) {
          let data10 = data9.tags;
          if (Array.isArray(data10)) {
            if (data10.length < 0) {
              const err12 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            const len1 = data10.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data10[i1] !== "string") {
                const err13 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            let i2 = data10.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data10[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err15 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate159.errors = vErrors;
  return errors === 0;
}
validate159.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema109 = { "description": "A suppression that is relevant to a result.", "additionalProperties": false, "type": "object", "properties": { "guid": { "description": "A stable, unique identifier for the suprression in the form of a GUID.", "type": "string", "format": "uuid" }, "kind": { "description": "A string that indicates where the suppression is persisted.", "enum": ["inSource", "external"] }, "status": { "description": "A string that indicates the review status of the suppression.", "enum": ["accepted", "underReview", "rejected"] }, "justification": { "description": "A string representing the justification for the suppression.", "type": "string" }, "location": { "description": "Identifies the location associated with the suppression.", "$ref": "#/definitions/location" }, "properties": { "description": "Key/value pairs that provide additional information about the suppression.", "$ref": "#/definitions/propertyBag" } }, "required": ["kind"] };
function validate169(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate169.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "guid" || key0 === "kind" || key0 === "status" || key0 === "justification" || key0 === "location" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data0 = data.guid;
      if (typeof data0 === "string") {
        if (!formats2.test(data0)) {
          const err2 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data1 = data.kind;
      if (!(data1 === "inSource" || data1 === "external")) {
        const err4 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema109.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data2 = data.status;
      if (!(data2 === "accepted" || data2 === "underReview" || data2 === "rejected")) {
        const err5 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema109.properties.status.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.justification !== void 0) {
      if (typeof data.justification !== "string") {
        const err6 = { instancePath: instancePath + "/justification", schemaPath: "#/properties/justification/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.location !== void 0) {
      if (!validate66(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data6[i0] !== "string") {
                const err8 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            let i1 = data6.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data6[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate169.errors = vErrors;
  return errors === 0;
}
validate169.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate176(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate176.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "top" || key0 === "left" || key0 === "bottom" || key0 === "right" || key0 === "message" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.top !== void 0) {
      if (!(typeof data.top == "number")) {
        const err1 = { instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.left !== void 0) {
      if (!(typeof data.left == "number")) {
        const err2 = { instancePath: instancePath + "/left", schemaPath: "#/properties/left/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.bottom !== void 0) {
      if (!(typeof data.bottom == "number")) {
        const err3 = { instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.right !== void 0) {
      if (!(typeof data.right == "number")) {
        const err4 = { instancePath: instancePath + "/right", schemaPath: "#/properties/right/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data5 = data.properties;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.tags !== void 0) {
          let data6 = data5.tags;
          if (Array.isArray(data6)) {
            if (data6.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data6[i0] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i1 = data6.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data6[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate176.errors = vErrors;
  return errors === 0;
}
validate176.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate172.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.artifactLocation === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifactLocation" }, message: "must have required property 'artifactLocation'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "description" || key0 === "artifactLocation" || key0 === "regions" || key0 === "rectangles" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.artifactLocation !== void 0) {
      if (!validate46(data.artifactLocation, { instancePath: instancePath + "/artifactLocation", parentData: data, parentDataProperty: "artifactLocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.regions !== void 0) {
      let data2 = data.regions;
      if (Array.isArray(data2)) {
        if (data2.length < 0) {
          const err2 = { instancePath: instancePath + "/regions", schemaPath: "#/properties/regions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate71(data2[i0], { instancePath: instancePath + "/regions/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data2.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data2[i1], data2[j0])) {
                const err3 = { instancePath: instancePath + "/regions", schemaPath: "#/properties/regions/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/regions", schemaPath: "#/properties/regions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.rectangles !== void 0) {
      let data4 = data.rectangles;
      if (Array.isArray(data4)) {
        if (data4.length < 0) {
          const err5 = { instancePath: instancePath + "/rectangles", schemaPath: "#/properties/rectangles/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate176(data4[i2], { instancePath: instancePath + "/rectangles/" + i2, parentData: data4, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data4.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data4[i3], data4[j1])) {
                const err6 = { instancePath: instancePath + "/rectangles", schemaPath: "#/properties/rectangles/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/rectangles", schemaPath: "#/properties/rectangles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            const len2 = data7.length;
            for (let i4 = 0; i4 < len2; i4++) {
              if (typeof data7[i4] !== "string") {
                const err9 = { instancePath: instancePath + "/properties/tags/" + i4, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            let i5 = data7.length;
            let j2;
            if (i5 > 1) {
              const indices0 = {};
              for (; i5--; ) {
                let item0 = data7[i5];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j2 = indices0[item0];
                  const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i5;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate172.errors = vErrors;
  return errors === 0;
}
validate172.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate180(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate180.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "firstDetectionTimeUtc" || key0 === "lastDetectionTimeUtc" || key0 === "firstDetectionRunGuid" || key0 === "lastDetectionRunGuid" || key0 === "invocationIndex" || key0 === "conversionSources" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.firstDetectionTimeUtc !== void 0) {
      let data0 = data.firstDetectionTimeUtc;
      if (typeof data0 === "string") {
        if (!formats24.validate(data0)) {
          const err1 = { instancePath: instancePath + "/firstDetectionTimeUtc", schemaPath: "#/properties/firstDetectionTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/firstDetectionTimeUtc", schemaPath: "#/properties/firstDetectionTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.lastDetectionTimeUtc !== void 0) {
      let data1 = data.lastDetectionTimeUtc;
      if (typeof data1 === "string") {
        if (!formats24.validate(data1)) {
          const err3 = { instancePath: instancePath + "/lastDetectionTimeUtc", schemaPath: "#/properties/lastDetectionTimeUtc/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/lastDetectionTimeUtc", schemaPath: "#/properties/lastDetectionTimeUtc/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.firstDetectionRunGuid !== void 0) {
      let data2 = data.firstDetectionRunGuid;
      if (typeof data2 === "string") {
        if (!formats2.test(data2)) {
          const err5 = { instancePath: instancePath + "/firstDetectionRunGuid", schemaPath: "#/properties/firstDetectionRunGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/firstDetectionRunGuid", schemaPath: "#/properties/firstDetectionRunGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.lastDetectionRunGuid !== void 0) {
      let data3 = data.lastDetectionRunGuid;
      if (typeof data3 === "string") {
        if (!formats2.test(data3)) {
          const err7 = { instancePath: instancePath + "/lastDetectionRunGuid", schemaPath: "#/properties/lastDetectionRunGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/lastDetectionRunGuid", schemaPath: "#/properties/lastDetectionRunGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.invocationIndex !== void 0) {
      let data4 = data.invocationIndex;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
        const err9 = { instancePath: instancePath + "/invocationIndex", schemaPath: "#/properties/invocationIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data4 == "number") {
        if (data4 < -1 || isNaN(data4)) {
          const err10 = { instancePath: instancePath + "/invocationIndex", schemaPath: "#/properties/invocationIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.conversionSources !== void 0) {
      let data5 = data.conversionSources;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err11 = { instancePath: instancePath + "/conversionSources", schemaPath: "#/properties/conversionSources/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate67(data5[i0], { instancePath: instancePath + "/conversionSources/" + i0, parentData: data5, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data5.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data5[i1], data5[j0])) {
                const err12 = { instancePath: instancePath + "/conversionSources", schemaPath: "#/properties/conversionSources/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/conversionSources", schemaPath: "#/properties/conversionSources/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data7 = data.properties;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.tags !== void 0) {
          let data8 = data7.tags;
          if (Array.isArray(data8)) {
            if (data8.length < 0) {
              const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            const len1 = data8.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data8[i2] !== "string") {
                const err15 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            let i3 = data8.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data8[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err16 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate180.errors = vErrors;
  return errors === 0;
}
validate180.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate187(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate187.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.deletedRegion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deletedRegion" }, message: "must have required property 'deletedRegion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "deletedRegion" || key0 === "insertedContent" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.deletedRegion !== void 0) {
      if (!validate71(data.deletedRegion, { instancePath: instancePath + "/deletedRegion", parentData: data, parentDataProperty: "deletedRegion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
        errors = vErrors.length;
      }
    }
    if (data.insertedContent !== void 0) {
      if (!validate72(data.insertedContent, { instancePath: instancePath + "/insertedContent", parentData: data, parentDataProperty: "insertedContent", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data2 = data.properties;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.tags !== void 0) {
          let data3 = data2.tags;
          if (Array.isArray(data3)) {
            if (data3.length < 0) {
              const err2 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data3[i0] !== "string") {
                const err3 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
            let i1 = data3.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data3[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate187.errors = vErrors;
  return errors === 0;
}
validate187.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate185(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate185.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.artifactLocation === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifactLocation" }, message: "must have required property 'artifactLocation'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.replacements === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "replacements" }, message: "must have required property 'replacements'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "artifactLocation" || key0 === "replacements" || key0 === "properties")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.artifactLocation !== void 0) {
      if (!validate46(data.artifactLocation, { instancePath: instancePath + "/artifactLocation", parentData: data, parentDataProperty: "artifactLocation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.replacements !== void 0) {
      let data1 = data.replacements;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err3 = { instancePath: instancePath + "/replacements", schemaPath: "#/properties/replacements/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate187(data1[i0], { instancePath: instancePath + "/replacements/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/replacements", schemaPath: "#/properties/replacements/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data4[i1] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i1, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i2 = data4.length;
            let j0;
            if (i2 > 1) {
              const indices0 = {};
              for (; i2--; ) {
                let item0 = data4[i2];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i2;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate185.errors = vErrors;
  return errors === 0;
}
validate185.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate183.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.artifactChanges === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifactChanges" }, message: "must have required property 'artifactChanges'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "description" || key0 === "artifactChanges" || key0 === "properties")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.artifactChanges !== void 0) {
      let data1 = data.artifactChanges;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err2 = { instancePath: instancePath + "/artifactChanges", schemaPath: "#/properties/artifactChanges/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate185(data1[i0], { instancePath: instancePath + "/artifactChanges/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data1[i1], data1[j0])) {
                const err3 = { instancePath: instancePath + "/artifactChanges", schemaPath: "#/properties/artifactChanges/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err4 = { instancePath: instancePath + "/artifactChanges", schemaPath: "#/properties/artifactChanges/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err5 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            const len1 = data4.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data4[i2] !== "string") {
                const err6 = { instancePath: instancePath + "/properties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            let i3 = data4.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data4[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err7 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate183.errors = vErrors;
  return errors === 0;
}
validate183.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate132.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema94.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.ruleId !== void 0) {
      if (typeof data.ruleId !== "string") {
        const err2 = { instancePath: instancePath + "/ruleId", schemaPath: "#/properties/ruleId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.ruleIndex !== void 0) {
      let data1 = data.ruleIndex;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)))) {
        const err3 = { instancePath: instancePath + "/ruleIndex", schemaPath: "#/properties/ruleIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 == "number") {
        if (data1 < -1 || isNaN(data1)) {
          const err4 = { instancePath: instancePath + "/ruleIndex", schemaPath: "#/properties/ruleIndex/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.rule !== void 0) {
      if (!validate36(data.rule, { instancePath: instancePath + "/rule", parentData: data, parentDataProperty: "rule", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.kind !== void 0) {
      let data3 = data.kind;
      if (!(data3 === "notApplicable" || data3 === "pass" || data3 === "fail" || data3 === "review" || data3 === "open" || data3 === "informational")) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema94.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data4 = data.level;
      if (!(data4 === "none" || data4 === "note" || data4 === "warning" || data4 === "error")) {
        const err6 = { instancePath: instancePath + "/level", schemaPath: "#/properties/level/enum", keyword: "enum", params: { allowedValues: schema94.properties.level.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (!validate40(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.analysisTarget !== void 0) {
      if (!validate46(data.analysisTarget, { instancePath: instancePath + "/analysisTarget", parentData: data, parentDataProperty: "analysisTarget", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.locations !== void 0) {
      let data7 = data.locations;
      if (Array.isArray(data7)) {
        if (data7.length < 0) {
          const err7 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate66(data7[i0], { instancePath: instancePath + "/locations/" + i0, parentData: data7, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data9 = data.guid;
      if (typeof data9 === "string") {
        if (!formats2.test(data9)) {
          const err9 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.correlationGuid !== void 0) {
      let data10 = data.correlationGuid;
      if (typeof data10 === "string") {
        if (!formats2.test(data10)) {
          const err11 = { instancePath: instancePath + "/correlationGuid", schemaPath: "#/properties/correlationGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/correlationGuid", schemaPath: "#/properties/correlationGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.occurrenceCount !== void 0) {
      let data11 = data.occurrenceCount;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)))) {
        const err13 = { instancePath: instancePath + "/occurrenceCount", schemaPath: "#/properties/occurrenceCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data11 == "number") {
        if (data11 < 1 || isNaN(data11)) {
          const err14 = { instancePath: instancePath + "/occurrenceCount", schemaPath: "#/properties/occurrenceCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.partialFingerprints !== void 0) {
      let data12 = data.partialFingerprints;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        for (const key1 in data12) {
          if (typeof data12[key1] !== "string") {
            const err15 = { instancePath: instancePath + "/partialFingerprints/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/partialFingerprints/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/partialFingerprints", schemaPath: "#/properties/partialFingerprints/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.fingerprints !== void 0) {
      let data14 = data.fingerprints;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        for (const key2 in data14) {
          if (typeof data14[key2] !== "string") {
            const err17 = { instancePath: instancePath + "/fingerprints/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fingerprints/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/fingerprints", schemaPath: "#/properties/fingerprints/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.stacks !== void 0) {
      let data16 = data.stacks;
      if (Array.isArray(data16)) {
        if (data16.length < 0) {
          const err19 = { instancePath: instancePath + "/stacks", schemaPath: "#/properties/stacks/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len1 = data16.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate89(data16[i1], { instancePath: instancePath + "/stacks/" + i1, parentData: data16, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
            errors = vErrors.length;
          }
        }
        let i2 = data16.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data16[i2], data16[j0])) {
                const err20 = { instancePath: instancePath + "/stacks", schemaPath: "#/properties/stacks/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/stacks", schemaPath: "#/properties/stacks/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.codeFlows !== void 0) {
      let data18 = data.codeFlows;
      if (Array.isArray(data18)) {
        if (data18.length < 0) {
          const err22 = { instancePath: instancePath + "/codeFlows", schemaPath: "#/properties/codeFlows/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len2 = data18.length;
        for (let i3 = 0; i3 < len2; i3++) {
          if (!validate138(data18[i3], { instancePath: instancePath + "/codeFlows/" + i3, parentData: data18, parentDataProperty: i3, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate138.errors : vErrors.concat(validate138.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/codeFlows", schemaPath: "#/properties/codeFlows/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.graphs !== void 0) {
      let data20 = data.graphs;
      if (Array.isArray(data20)) {
        if (data20.length < 0) {
          const err24 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        const len3 = data20.length;
        for (let i4 = 0; i4 < len3; i4++) {
          if (!validate122(data20[i4], { instancePath: instancePath + "/graphs/" + i4, parentData: data20, parentDataProperty: i4, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data20.length;
        let j1;
        if (i5 > 1) {
          outer1: for (; i5--; ) {
            for (j1 = i5; j1--; ) {
              if (func0(data20[i5], data20[j1])) {
                const err25 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i5 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.graphTraversals !== void 0) {
      let data22 = data.graphTraversals;
      if (Array.isArray(data22)) {
        if (data22.length < 0) {
          const err27 = { instancePath: instancePath + "/graphTraversals", schemaPath: "#/properties/graphTraversals/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len4 = data22.length;
        for (let i6 = 0; i6 < len4; i6++) {
          if (!validate159(data22[i6], { instancePath: instancePath + "/graphTraversals/" + i6, parentData: data22, parentDataProperty: i6, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data22.length;
        let j2;
        if (i7 > 1) {
          outer2: for (; i7--; ) {
            for (j2 = i7; j2--; ) {
              if (func0(data22[i7], data22[j2])) {
                const err28 = { instancePath: instancePath + "/graphTraversals", schemaPath: "#/properties/graphTraversals/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i7 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/graphTraversals", schemaPath: "#/properties/graphTraversals/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.relatedLocations !== void 0) {
      let data24 = data.relatedLocations;
      if (Array.isArray(data24)) {
        if (data24.length < 0) {
          const err30 = { instancePath: instancePath + "/relatedLocations", schemaPath: "#/properties/relatedLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        const len5 = data24.length;
        for (let i8 = 0; i8 < len5; i8++) {
          if (!validate66(data24[i8], { instancePath: instancePath + "/relatedLocations/" + i8, parentData: data24, parentDataProperty: i8, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data24.length;
        let j3;
        if (i9 > 1) {
          outer3: for (; i9--; ) {
            for (j3 = i9; j3--; ) {
              if (func0(data24[i9], data24[j3])) {
                const err31 = { instancePath: instancePath + "/relatedLocations", schemaPath: "#/properties/relatedLocations/uniqueItems", keyword: "uniqueItems", params: { i: i9, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i9 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/relatedLocations", schemaPath: "#/properties/relatedLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.suppressions !== void 0) {
      let data26 = data.suppressions;
      if (Array.isArray(data26)) {
        if (data26.length < 0) {
          const err33 = { instancePath: instancePath + "/suppressions", schemaPath: "#/properties/suppressions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        const len6 = data26.length;
        for (let i10 = 0; i10 < len6; i10++) {
          if (!validate169(data26[i10], { instancePath: instancePath + "/suppressions/" + i10, parentData: data26, parentDataProperty: i10, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
            errors = vErrors.length;
          }
        }
        let i11 = data26.length;
        let j4;
        if (i11 > 1) {
          outer4: for (; i11--; ) {
            for (j4 = i11; j4--; ) {
              if (func0(data26[i11], data26[j4])) {
                const err34 = { instancePath: instancePath + "/suppressions", schemaPath: "#/properties/suppressions/uniqueItems", keyword: "uniqueItems", params: { i: i11, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i11 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/suppressions", schemaPath: "#/properties/suppressions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.baselineState !== void 0) {
      let data28 = data.baselineState;
      if (!(data28 === "new" || data28 === "unchanged" || data28 === "updated" || data28 === "absent")) {
        const err36 = { instancePath: instancePath + "/baselineState", schemaPath: "#/properties/baselineState/enum", keyword: "enum", params: { allowedValues: schema94.properties.baselineState.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.rank !== void 0) {
      let data29 = data.rank;
      if (typeof data29 == "number") {
        if (data29 > 100 || isNaN(data29)) {
          const err37 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data29 < -1 || isNaN(data29)) {
          const err38 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      } else {
        const err39 = { instancePath: instancePath + "/rank", schemaPath: "#/properties/rank/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.attachments !== void 0) {
      let data30 = data.attachments;
      if (Array.isArray(data30)) {
        if (data30.length < 0) {
          const err40 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        const len7 = data30.length;
        for (let i12 = 0; i12 < len7; i12++) {
          if (!validate172(data30[i12], { instancePath: instancePath + "/attachments/" + i12, parentData: data30, parentDataProperty: i12, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
            errors = vErrors.length;
          }
        }
        let i13 = data30.length;
        let j5;
        if (i13 > 1) {
          outer5: for (; i13--; ) {
            for (j5 = i13; j5--; ) {
              if (func0(data30[i13], data30[j5])) {
                const err41 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/uniqueItems", keyword: "uniqueItems", params: { i: i13, j: j5 }, message: "must NOT have duplicate items (items ## " + j5 + " and " + i13 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
                break outer5;
              }
            }
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/attachments", schemaPath: "#/properties/attachments/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.hostedViewerUri !== void 0) {
      let data32 = data.hostedViewerUri;
      if (typeof data32 === "string") {
        if (!formats0(data32)) {
          const err43 = { instancePath: instancePath + "/hostedViewerUri", schemaPath: "#/properties/hostedViewerUri/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      } else {
        const err44 = { instancePath: instancePath + "/hostedViewerUri", schemaPath: "#/properties/hostedViewerUri/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.workItemUris !== void 0) {
      let data33 = data.workItemUris;
      if (Array.isArray(data33)) {
        if (data33.length < 0) {
          const err45 = { instancePath: instancePath + "/workItemUris", schemaPath: "#/properties/workItemUris/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len8 = data33.length;
        for (let i14 = 0; i14 < len8; i14++) {
          let data34 = data33[i14];
          if (typeof data34 === "string") {
            if (!formats0(data34)) {
              const err46 = { instancePath: instancePath + "/workItemUris/" + i14, schemaPath: "#/properties/workItemUris/items/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          } else {
            const err47 = { instancePath: instancePath + "/workItemUris/" + i14, schemaPath: "#/properties/workItemUris/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        let i15 = data33.length;
        let j6;
        if (i15 > 1) {
          const indices0 = {};
          for (; i15--; ) {
            let item0 = data33[i15];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j6 = indices0[item0];
              const err48 = { instancePath: instancePath + "/workItemUris", schemaPath: "#/properties/workItemUris/uniqueItems", keyword: "uniqueItems", params: { i: i15, j: j6 }, message: "must NOT have duplicate items (items ## " + j6 + " and " + i15 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
              break;
            }
            indices0[item0] = i15;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/workItemUris", schemaPath: "#/properties/workItemUris/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.provenance !== void 0) {
      if (!validate180(data.provenance, { instancePath: instancePath + "/provenance", parentData: data, parentDataProperty: "provenance", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
        errors = vErrors.length;
      }
    }
    if (data.fixes !== void 0) {
      let data36 = data.fixes;
      if (Array.isArray(data36)) {
        if (data36.length < 0) {
          const err50 = { instancePath: instancePath + "/fixes", schemaPath: "#/properties/fixes/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        const len9 = data36.length;
        for (let i16 = 0; i16 < len9; i16++) {
          if (!validate183(data36[i16], { instancePath: instancePath + "/fixes/" + i16, parentData: data36, parentDataProperty: i16, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
            errors = vErrors.length;
          }
        }
        let i17 = data36.length;
        let j7;
        if (i17 > 1) {
          outer6: for (; i17--; ) {
            for (j7 = i17; j7--; ) {
              if (func0(data36[i17], data36[j7])) {
                const err51 = { instancePath: instancePath + "/fixes", schemaPath: "#/properties/fixes/uniqueItems", keyword: "uniqueItems", params: { i: i17, j: j7 }, message: "must NOT have duplicate items (items ## " + j7 + " and " + i17 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
                break outer6;
              }
            }
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/fixes", schemaPath: "#/properties/fixes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.taxa !== void 0) {
      let data38 = data.taxa;
      if (Array.isArray(data38)) {
        if (data38.length < 0) {
          const err53 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        const len10 = data38.length;
        for (let i18 = 0; i18 < len10; i18++) {
          if (!validate36(data38[i18], { instancePath: instancePath + "/taxa/" + i18, parentData: data38, parentDataProperty: i18, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
            errors = vErrors.length;
          }
        }
        let i19 = data38.length;
        let j8;
        if (i19 > 1) {
          outer7: for (; i19--; ) {
            for (j8 = i19; j8--; ) {
              if (func0(data38[i19], data38[j8])) {
                const err54 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/uniqueItems", keyword: "uniqueItems", params: { i: i19, j: j8 }, message: "must NOT have duplicate items (items ## " + j8 + " and " + i19 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
                break outer7;
              }
            }
          }
        }
      } else {
        const err55 = { instancePath: instancePath + "/taxa", schemaPath: "#/properties/taxa/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
    }
    if (data.webRequest !== void 0) {
      if (!validate149(data.webRequest, { instancePath: instancePath + "/webRequest", parentData: data, parentDataProperty: "webRequest", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
        errors = vErrors.length;
      }
    }
    if (data.webResponse !== void 0) {
      if (!validate152(data.webResponse, { instancePath: instancePath + "/webResponse", parentData: data, parentDataProperty: "webResponse", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data42 = data.properties;
      if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
        if (data42.tags !== void 0) {
          let data43 = data42.tags;
          if (Array.isArray(data43)) {
            if (data43.length < 0) {
              const err56 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            const len11 = data43.length;
            for (let i20 = 0; i20 < len11; i20++) {
              if (typeof data43[i20] !== "string") {
                const err57 = { instancePath: instancePath + "/properties/tags/" + i20, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            let i21 = data43.length;
            let j9;
            if (i21 > 1) {
              const indices1 = {};
              for (; i21--; ) {
                let item1 = data43[i21];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j9 = indices1[item1];
                  const err58 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i21, j: j9 }, message: "must NOT have duplicate items (items ## " + j9 + " and " + i21 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i21;
              }
            }
          } else {
            const err59 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
  } else {
    const err61 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err61];
    } else {
      vErrors.push(err61);
    }
    errors++;
  }
  validate132.errors = vErrors;
  return errors === 0;
}
validate132.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate197(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate197.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "description" || key0 === "id" || key0 === "guid" || key0 === "correlationGuid" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (!validate40(data.description, { instancePath: instancePath + "/description", parentData: data, parentDataProperty: "description", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
        errors = vErrors.length;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err1 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data2 = data.guid;
      if (typeof data2 === "string") {
        if (!formats2.test(data2)) {
          const err2 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.correlationGuid !== void 0) {
      let data3 = data.correlationGuid;
      if (typeof data3 === "string") {
        if (!formats2.test(data3)) {
          const err4 = { instancePath: instancePath + "/correlationGuid", schemaPath: "#/properties/correlationGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/correlationGuid", schemaPath: "#/properties/correlationGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data4 = data.properties;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.tags !== void 0) {
          let data5 = data4.tags;
          if (Array.isArray(data5)) {
            if (data5.length < 0) {
              const err6 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data5[i0] !== "string") {
                const err7 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data5[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate197.errors = vErrors;
  return errors === 0;
}
validate197.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema126 = { "description": "References to external property files that should be inlined with the content of a root log file.", "additionalProperties": false, "type": "object", "properties": { "conversion": { "description": "An external property file containing a run.conversion object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "graphs": { "description": "An array of external property files containing a run.graphs object to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "externalizedProperties": { "description": "An external property file containing a run.properties object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "artifacts": { "description": "An array of external property files containing run.artifacts arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "invocations": { "description": "An array of external property files containing run.invocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "logicalLocations": { "description": "An array of external property files containing run.logicalLocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "threadFlowLocations": { "description": "An array of external property files containing run.threadFlowLocations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "results": { "description": "An array of external property files containing run.results arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "taxonomies": { "description": "An array of external property files containing run.taxonomies arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "addresses": { "description": "An array of external property files containing run.addresses arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "driver": { "description": "An external property file containing a run.driver object to be merged with the root log file.", "$ref": "#/definitions/externalPropertyFileReference" }, "extensions": { "description": "An array of external property files containing run.extensions arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "policies": { "description": "An array of external property files containing run.policies arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "translations": { "description": "An array of external property files containing run.translations arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "webRequests": { "description": "An array of external property files containing run.requests arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "webResponses": { "description": "An array of external property files containing run.responses arrays to be merged with the root log file.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/externalPropertyFileReference" } }, "properties": { "description": "Key/value pairs that provide additional information about the external property files.", "$ref": "#/definitions/propertyBag" } } };
function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate202.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.location === void 0) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "location" }, message: "must have required property 'location'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.guid === void 0) {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "guid" }, message: "must have required property 'guid'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "location" || key0 === "guid" || key0 === "itemCount" || key0 === "properties")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.location !== void 0) {
      if (!validate46(data.location, { instancePath: instancePath + "/location", parentData: data, parentDataProperty: "location", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.guid !== void 0) {
      let data1 = data.guid;
      if (typeof data1 === "string") {
        if (!formats2.test(data1)) {
          const err4 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.itemCount !== void 0) {
      let data2 = data.itemCount;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)))) {
        const err6 = { instancePath: instancePath + "/itemCount", schemaPath: "#/properties/itemCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data2 == "number") {
        if (data2 < -1 || isNaN(data2)) {
          const err7 = { instancePath: instancePath + "/itemCount", schemaPath: "#/properties/itemCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.properties !== void 0) {
      let data3 = data.properties;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.tags !== void 0) {
          let data4 = data3.tags;
          if (Array.isArray(data4)) {
            if (data4.length < 0) {
              const err8 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data4[i0] !== "string") {
                const err9 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            let i1 = data4.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data4[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err10 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate202.errors = vErrors;
  return errors === 0;
}
validate202.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate201(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate201.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema126.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.conversion !== void 0) {
      if (!validate202(data.conversion, { instancePath: instancePath + "/conversion", parentData: data, parentDataProperty: "conversion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
        errors = vErrors.length;
      }
    }
    if (data.graphs !== void 0) {
      let data1 = data.graphs;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err1 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate202(data1[i0], { instancePath: instancePath + "/graphs/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data1[i1], data1[j0])) {
                const err2 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.externalizedProperties !== void 0) {
      if (!validate202(data.externalizedProperties, { instancePath: instancePath + "/externalizedProperties", parentData: data, parentDataProperty: "externalizedProperties", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
        errors = vErrors.length;
      }
    }
    if (data.artifacts !== void 0) {
      let data4 = data.artifacts;
      if (Array.isArray(data4)) {
        if (data4.length < 0) {
          const err4 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i2 = 0; i2 < len1; i2++) {
          if (!validate202(data4[i2], { instancePath: instancePath + "/artifacts/" + i2, parentData: data4, parentDataProperty: i2, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i3 = data4.length;
        let j1;
        if (i3 > 1) {
          outer1: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data4[i3], data4[j1])) {
                const err5 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.invocations !== void 0) {
      let data6 = data.invocations;
      if (Array.isArray(data6)) {
        if (data6.length < 0) {
          const err7 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len2 = data6.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (!validate202(data6[i4], { instancePath: instancePath + "/invocations/" + i4, parentData: data6, parentDataProperty: i4, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data6.length;
        let j2;
        if (i5 > 1) {
          outer2: for (; i5--; ) {
            for (j2 = i5; j2--; ) {
              if (func0(data6[i5], data6[j2])) {
                const err8 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.logicalLocations !== void 0) {
      let data8 = data.logicalLocations;
      if (Array.isArray(data8)) {
        if (data8.length < 0) {
          const err10 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len3 = data8.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (!validate202(data8[i6], { instancePath: instancePath + "/logicalLocations/" + i6, parentData: data8, parentDataProperty: i6, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i7 = data8.length;
        let j3;
        if (i7 > 1) {
          outer3: for (; i7--; ) {
            for (j3 = i7; j3--; ) {
              if (func0(data8[i7], data8[j3])) {
                const err11 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/uniqueItems", keyword: "uniqueItems", params: { i: i7, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i7 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.threadFlowLocations !== void 0) {
      let data10 = data.threadFlowLocations;
      if (Array.isArray(data10)) {
        if (data10.length < 0) {
          const err13 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len4 = data10.length;
        for (let i8 = 0; i8 < len4; i8++) {
          if (!validate202(data10[i8], { instancePath: instancePath + "/threadFlowLocations/" + i8, parentData: data10, parentDataProperty: i8, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i9 = data10.length;
        let j4;
        if (i9 > 1) {
          outer4: for (; i9--; ) {
            for (j4 = i9; j4--; ) {
              if (func0(data10[i9], data10[j4])) {
                const err14 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/uniqueItems", keyword: "uniqueItems", params: { i: i9, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i9 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.results !== void 0) {
      let data12 = data.results;
      if (Array.isArray(data12)) {
        if (data12.length < 0) {
          const err16 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len5 = data12.length;
        for (let i10 = 0; i10 < len5; i10++) {
          if (!validate202(data12[i10], { instancePath: instancePath + "/results/" + i10, parentData: data12, parentDataProperty: i10, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i11 = data12.length;
        let j5;
        if (i11 > 1) {
          outer5: for (; i11--; ) {
            for (j5 = i11; j5--; ) {
              if (func0(data12[i11], data12[j5])) {
                const err17 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/uniqueItems", keyword: "uniqueItems", params: { i: i11, j: j5 }, message: "must NOT have duplicate items (items ## " + j5 + " and " + i11 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
                break outer5;
              }
            }
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.taxonomies !== void 0) {
      let data14 = data.taxonomies;
      if (Array.isArray(data14)) {
        if (data14.length < 0) {
          const err19 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len6 = data14.length;
        for (let i12 = 0; i12 < len6; i12++) {
          if (!validate202(data14[i12], { instancePath: instancePath + "/taxonomies/" + i12, parentData: data14, parentDataProperty: i12, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i13 = data14.length;
        let j6;
        if (i13 > 1) {
          outer6: for (; i13--; ) {
            for (j6 = i13; j6--; ) {
              if (func0(data14[i13], data14[j6])) {
                const err20 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/uniqueItems", keyword: "uniqueItems", params: { i: i13, j: j6 }, message: "must NOT have duplicate items (items ## " + j6 + " and " + i13 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
                break outer6;
              }
            }
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.addresses !== void 0) {
      let data16 = data.addresses;
      if (Array.isArray(data16)) {
        if (data16.length < 0) {
          const err22 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len7 = data16.length;
        for (let i14 = 0; i14 < len7; i14++) {
          if (!validate202(data16[i14], { instancePath: instancePath + "/addresses/" + i14, parentData: data16, parentDataProperty: i14, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i15 = data16.length;
        let j7;
        if (i15 > 1) {
          outer7: for (; i15--; ) {
            for (j7 = i15; j7--; ) {
              if (func0(data16[i15], data16[j7])) {
                const err23 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/uniqueItems", keyword: "uniqueItems", params: { i: i15, j: j7 }, message: "must NOT have duplicate items (items ## " + j7 + " and " + i15 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
                break outer7;
              }
            }
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.driver !== void 0) {
      if (!validate202(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
        errors = vErrors.length;
      }
    }
    if (data.extensions !== void 0) {
      let data19 = data.extensions;
      if (Array.isArray(data19)) {
        if (data19.length < 0) {
          const err25 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        const len8 = data19.length;
        for (let i16 = 0; i16 < len8; i16++) {
          if (!validate202(data19[i16], { instancePath: instancePath + "/extensions/" + i16, parentData: data19, parentDataProperty: i16, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i17 = data19.length;
        let j8;
        if (i17 > 1) {
          outer8: for (; i17--; ) {
            for (j8 = i17; j8--; ) {
              if (func0(data19[i17], data19[j8])) {
                const err26 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/uniqueItems", keyword: "uniqueItems", params: { i: i17, j: j8 }, message: "must NOT have duplicate items (items ## " + j8 + " and " + i17 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
                break outer8;
              }
            }
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.policies !== void 0) {
      let data21 = data.policies;
      if (Array.isArray(data21)) {
        if (data21.length < 0) {
          const err28 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        const len9 = data21.length;
        for (let i18 = 0; i18 < len9; i18++) {
          if (!validate202(data21[i18], { instancePath: instancePath + "/policies/" + i18, parentData: data21, parentDataProperty: i18, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i19 = data21.length;
        let j9;
        if (i19 > 1) {
          outer9: for (; i19--; ) {
            for (j9 = i19; j9--; ) {
              if (func0(data21[i19], data21[j9])) {
                const err29 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/uniqueItems", keyword: "uniqueItems", params: { i: i19, j: j9 }, message: "must NOT have duplicate items (items ## " + j9 + " and " + i19 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
                break outer9;
              }
            }
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.translations !== void 0) {
      let data23 = data.translations;
      if (Array.isArray(data23)) {
        if (data23.length < 0) {
          const err31 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        const len10 = data23.length;
        for (let i20 = 0; i20 < len10; i20++) {
          if (!validate202(data23[i20], { instancePath: instancePath + "/translations/" + i20, parentData: data23, parentDataProperty: i20, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i21 = data23.length;
        let j10;
        if (i21 > 1) {
          outer10: for (; i21--; ) {
            for (j10 = i21; j10--; ) {
              if (func0(data23[i21], data23[j10])) {
                const err32 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/uniqueItems", keyword: "uniqueItems", params: { i: i21, j: j10 }, message: "must NOT have duplicate items (items ## " + j10 + " and " + i21 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
                break outer10;
              }
            }
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.webRequests !== void 0) {
      let data25 = data.webRequests;
      if (Array.isArray(data25)) {
        if (data25.length < 0) {
          const err34 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        const len11 = data25.length;
        for (let i22 = 0; i22 < len11; i22++) {
          if (!validate202(data25[i22], { instancePath: instancePath + "/webRequests/" + i22, parentData: data25, parentDataProperty: i22, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i23 = data25.length;
        let j11;
        if (i23 > 1) {
          outer11: for (; i23--; ) {
            for (j11 = i23; j11--; ) {
              if (func0(data25[i23], data25[j11])) {
                const err35 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/uniqueItems", keyword: "uniqueItems", params: { i: i23, j: j11 }, message: "must NOT have duplicate items (items ## " + j11 + " and " + i23 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
                break outer11;
              }
            }
          }
        }
      } else {
        const err36 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.webResponses !== void 0) {
      let data27 = data.webResponses;
      if (Array.isArray(data27)) {
        if (data27.length < 0) {
          const err37 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        const len12 = data27.length;
        for (let i24 = 0; i24 < len12; i24++) {
          if (!validate202(data27[i24], { instancePath: instancePath + "/webResponses/" + i24, parentData: data27, parentDataProperty: i24, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
            errors = vErrors.length;
          }
        }
        let i25 = data27.length;
        let j12;
        if (i25 > 1) {
          outer12: for (; i25--; ) {
            for (j12 = i25; j12--; ) {
              if (func0(data27[i25], data27[j12])) {
                const err38 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/uniqueItems", keyword: "uniqueItems", params: { i: i25, j: j12 }, message: "must NOT have duplicate items (items ## " + j12 + " and " + i25 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
                break outer12;
              }
            }
          }
        }
      } else {
        const err39 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data29 = data.properties;
      if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
        if (data29.tags !== void 0) {
          let data30 = data29.tags;
          if (Array.isArray(data30)) {
            if (data30.length < 0) {
              const err40 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            const len13 = data30.length;
            for (let i26 = 0; i26 < len13; i26++) {
              if (typeof data30[i26] !== "string") {
                const err41 = { instancePath: instancePath + "/properties/tags/" + i26, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            let i27 = data30.length;
            let j13;
            if (i27 > 1) {
              const indices0 = {};
              for (; i27--; ) {
                let item0 = data30[i27];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j13 = indices0[item0];
                  const err42 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i27, j: j13 }, message: "must NOT have duplicate items (items ## " + j13 + " and " + i27 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i27;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
  } else {
    const err45 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate201.errors = vErrors;
  return errors === 0;
}
validate201.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate228(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate228.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "displayBase" || key0 === "properties")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.displayBase !== void 0) {
      if (!validate46(data.displayBase, { instancePath: instancePath + "/displayBase", parentData: data, parentDataProperty: "displayBase", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data1 = data.properties;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.tags !== void 0) {
          let data2 = data1.tags;
          if (Array.isArray(data2)) {
            if (data2.length < 0) {
              const err1 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            const len0 = data2.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data2[i0] !== "string") {
                const err2 = { instancePath: instancePath + "/properties/tags/" + i0, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            let i1 = data2.length;
            let j0;
            if (i1 > 1) {
              const indices0 = {};
              for (; i1--; ) {
                let item0 = data2[i1];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j0 = indices0[item0];
                  const err3 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate228.errors = vErrors;
  return errors === 0;
}
validate228.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tool === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema32.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      if (!validate22(data.tool, { instancePath: instancePath + "/tool", parentData: data, parentDataProperty: "tool", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.invocations !== void 0) {
      let data1 = data.invocations;
      if (Array.isArray(data1)) {
        if (data1.length < 0) {
          const err2 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate58(data1[i0], { instancePath: instancePath + "/invocations/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.conversion !== void 0) {
      if (!validate107(data.conversion, { instancePath: instancePath + "/conversion", parentData: data, parentDataProperty: "conversion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
        errors = vErrors.length;
      }
    }
    if (data.language !== void 0) {
      let data4 = data.language;
      if (typeof data4 === "string") {
        if (!pattern5.test(data4)) {
          const err4 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$" }, message: 'must match pattern "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.versionControlProvenance !== void 0) {
      let data5 = data.versionControlProvenance;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err6 = { instancePath: instancePath + "/versionControlProvenance", schemaPath: "#/properties/versionControlProvenance/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate112(data5[i1], { instancePath: instancePath + "/versionControlProvenance/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
            errors = vErrors.length;
          }
        }
        let i2 = data5.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data5[i2], data5[j0])) {
                const err7 = { instancePath: instancePath + "/versionControlProvenance", schemaPath: "#/properties/versionControlProvenance/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/versionControlProvenance", schemaPath: "#/properties/versionControlProvenance/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.originalUriBaseIds !== void 0) {
      let data7 = data.originalUriBaseIds;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key1 in data7) {
          if (!validate46(data7[key1], { instancePath: instancePath + "/originalUriBaseIds/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data7, parentDataProperty: key1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/originalUriBaseIds", schemaPath: "#/properties/originalUriBaseIds/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.artifacts !== void 0) {
      let data9 = data.artifacts;
      if (Array.isArray(data9)) {
        if (data9.length < 0) {
          const err10 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        const len2 = data9.length;
        for (let i3 = 0; i3 < len2; i3++) {
          if (!validate116(data9[i3], { instancePath: instancePath + "/artifacts/" + i3, parentData: data9, parentDataProperty: i3, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
            errors = vErrors.length;
          }
        }
        let i4 = data9.length;
        let j1;
        if (i4 > 1) {
          outer1: for (; i4--; ) {
            for (j1 = i4; j1--; ) {
              if (func0(data9[i4], data9[j1])) {
                const err11 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i4 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.logicalLocations !== void 0) {
      let data11 = data.logicalLocations;
      if (Array.isArray(data11)) {
        if (data11.length < 0) {
          const err13 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len3 = data11.length;
        for (let i5 = 0; i5 < len3; i5++) {
          if (!validate79(data11[i5], { instancePath: instancePath + "/logicalLocations/" + i5, parentData: data11, parentDataProperty: i5, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i6 = data11.length;
        let j2;
        if (i6 > 1) {
          outer2: for (; i6--; ) {
            for (j2 = i6; j2--; ) {
              if (func0(data11[i6], data11[j2])) {
                const err14 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/uniqueItems", keyword: "uniqueItems", params: { i: i6, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i6 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.graphs !== void 0) {
      let data13 = data.graphs;
      if (Array.isArray(data13)) {
        if (data13.length < 0) {
          const err16 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len4 = data13.length;
        for (let i7 = 0; i7 < len4; i7++) {
          if (!validate122(data13[i7], { instancePath: instancePath + "/graphs/" + i7, parentData: data13, parentDataProperty: i7, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
            errors = vErrors.length;
          }
        }
        let i8 = data13.length;
        let j3;
        if (i8 > 1) {
          outer3: for (; i8--; ) {
            for (j3 = i8; j3--; ) {
              if (func0(data13[i8], data13[j3])) {
                const err17 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i8 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.results !== void 0) {
      let data15 = data.results;
      if (Array.isArray(data15)) {
        if (data15.length < 0) {
          const err19 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len5 = data15.length;
        for (let i9 = 0; i9 < len5; i9++) {
          if (!validate132(data15[i9], { instancePath: instancePath + "/results/" + i9, parentData: data15, parentDataProperty: i9, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.automationDetails !== void 0) {
      if (!validate197(data.automationDetails, { instancePath: instancePath + "/automationDetails", parentData: data, parentDataProperty: "automationDetails", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
        errors = vErrors.length;
      }
    }
    if (data.runAggregates !== void 0) {
      let data18 = data.runAggregates;
      if (Array.isArray(data18)) {
        if (data18.length < 0) {
          const err21 = { instancePath: instancePath + "/runAggregates", schemaPath: "#/properties/runAggregates/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len6 = data18.length;
        for (let i10 = 0; i10 < len6; i10++) {
          if (!validate197(data18[i10], { instancePath: instancePath + "/runAggregates/" + i10, parentData: data18, parentDataProperty: i10, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
            errors = vErrors.length;
          }
        }
        let i11 = data18.length;
        let j4;
        if (i11 > 1) {
          outer4: for (; i11--; ) {
            for (j4 = i11; j4--; ) {
              if (func0(data18[i11], data18[j4])) {
                const err22 = { instancePath: instancePath + "/runAggregates", schemaPath: "#/properties/runAggregates/uniqueItems", keyword: "uniqueItems", params: { i: i11, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i11 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/runAggregates", schemaPath: "#/properties/runAggregates/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.baselineGuid !== void 0) {
      let data20 = data.baselineGuid;
      if (typeof data20 === "string") {
        if (!formats2.test(data20)) {
          const err24 = { instancePath: instancePath + "/baselineGuid", schemaPath: "#/properties/baselineGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = { instancePath: instancePath + "/baselineGuid", schemaPath: "#/properties/baselineGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.redactionTokens !== void 0) {
      let data21 = data.redactionTokens;
      if (Array.isArray(data21)) {
        if (data21.length < 0) {
          const err26 = { instancePath: instancePath + "/redactionTokens", schemaPath: "#/properties/redactionTokens/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        const len7 = data21.length;
        for (let i12 = 0; i12 < len7; i12++) {
          if (typeof data21[i12] !== "string") {
            const err27 = { instancePath: instancePath + "/redactionTokens/" + i12, schemaPath: "#/properties/redactionTokens/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        let i13 = data21.length;
        let j5;
        if (i13 > 1) {
          const indices0 = {};
          for (; i13--; ) {
            let item0 = data21[i13];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j5 = indices0[item0];
              const err28 = { instancePath: instancePath + "/redactionTokens", schemaPath: "#/properties/redactionTokens/uniqueItems", keyword: "uniqueItems", params: { i: i13, j: j5 }, message: "must NOT have duplicate items (items ## " + j5 + " and " + i13 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
              break;
            }
            indices0[item0] = i13;
          }
        }
      } else {
        const err29 = { instancePath: instancePath + "/redactionTokens", schemaPath: "#/properties/redactionTokens/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.defaultEncoding !== void 0) {
      if (typeof data.defaultEncoding !== "string") {
        const err30 = { instancePath: instancePath + "/defaultEncoding", schemaPath: "#/properties/defaultEncoding/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.defaultSourceLanguage !== void 0) {
      if (typeof data.defaultSourceLanguage !== "string") {
        const err31 = { instancePath: instancePath + "/defaultSourceLanguage", schemaPath: "#/properties/defaultSourceLanguage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.newlineSequences !== void 0) {
      let data25 = data.newlineSequences;
      if (Array.isArray(data25)) {
        if (data25.length < 1) {
          const err32 = { instancePath: instancePath + "/newlineSequences", schemaPath: "#/properties/newlineSequences/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        const len8 = data25.length;
        for (let i14 = 0; i14 < len8; i14++) {
          if (typeof data25[i14] !== "string") {
            const err33 = { instancePath: instancePath + "/newlineSequences/" + i14, schemaPath: "#/properties/newlineSequences/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        let i15 = data25.length;
        let j6;
        if (i15 > 1) {
          const indices1 = {};
          for (; i15--; ) {
            let item1 = data25[i15];
            if (typeof item1 !== "string") {
              continue;
            }
            if (typeof indices1[item1] == "number") {
              j6 = indices1[item1];
              const err34 = { instancePath: instancePath + "/newlineSequences", schemaPath: "#/properties/newlineSequences/uniqueItems", keyword: "uniqueItems", params: { i: i15, j: j6 }, message: "must NOT have duplicate items (items ## " + j6 + " and " + i15 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
              break;
            }
            indices1[item1] = i15;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/newlineSequences", schemaPath: "#/properties/newlineSequences/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.columnKind !== void 0) {
      let data27 = data.columnKind;
      if (!(data27 === "utf16CodeUnits" || data27 === "unicodeCodePoints")) {
        const err36 = { instancePath: instancePath + "/columnKind", schemaPath: "#/properties/columnKind/enum", keyword: "enum", params: { allowedValues: schema32.properties.columnKind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.externalPropertyFileReferences !== void 0) {
      if (!validate201(data.externalPropertyFileReferences, { instancePath: instancePath + "/externalPropertyFileReferences", parentData: data, parentDataProperty: "externalPropertyFileReferences", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
        errors = vErrors.length;
      }
    }
    if (data.threadFlowLocations !== void 0) {
      let data29 = data.threadFlowLocations;
      if (Array.isArray(data29)) {
        if (data29.length < 0) {
          const err37 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        const len9 = data29.length;
        for (let i16 = 0; i16 < len9; i16++) {
          if (!validate144(data29[i16], { instancePath: instancePath + "/threadFlowLocations/" + i16, parentData: data29, parentDataProperty: i16, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
            errors = vErrors.length;
          }
        }
        let i17 = data29.length;
        let j7;
        if (i17 > 1) {
          outer5: for (; i17--; ) {
            for (j7 = i17; j7--; ) {
              if (func0(data29[i17], data29[j7])) {
                const err38 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/uniqueItems", keyword: "uniqueItems", params: { i: i17, j: j7 }, message: "must NOT have duplicate items (items ## " + j7 + " and " + i17 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
                break outer5;
              }
            }
          }
        }
      } else {
        const err39 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.taxonomies !== void 0) {
      let data31 = data.taxonomies;
      if (Array.isArray(data31)) {
        if (data31.length < 0) {
          const err40 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        const len10 = data31.length;
        for (let i18 = 0; i18 < len10; i18++) {
          if (!validate23(data31[i18], { instancePath: instancePath + "/taxonomies/" + i18, parentData: data31, parentDataProperty: i18, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i19 = data31.length;
        let j8;
        if (i19 > 1) {
          outer6: for (; i19--; ) {
            for (j8 = i19; j8--; ) {
              if (func0(data31[i19], data31[j8])) {
                const err41 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/uniqueItems", keyword: "uniqueItems", params: { i: i19, j: j8 }, message: "must NOT have duplicate items (items ## " + j8 + " and " + i19 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
                break outer6;
              }
            }
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.addresses !== void 0) {
      let data33 = data.addresses;
      if (Array.isArray(data33)) {
        if (data33.length < 0) {
          const err43 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        const len11 = data33.length;
        for (let i20 = 0; i20 < len11; i20++) {
          if (!validate68(data33[i20], { instancePath: instancePath + "/addresses/" + i20, parentData: data33, parentDataProperty: i20, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err44 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.translations !== void 0) {
      let data35 = data.translations;
      if (Array.isArray(data35)) {
        if (data35.length < 0) {
          const err45 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len12 = data35.length;
        for (let i21 = 0; i21 < len12; i21++) {
          if (!validate23(data35[i21], { instancePath: instancePath + "/translations/" + i21, parentData: data35, parentDataProperty: i21, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i22 = data35.length;
        let j9;
        if (i22 > 1) {
          outer7: for (; i22--; ) {
            for (j9 = i22; j9--; ) {
              if (func0(data35[i22], data35[j9])) {
                const err46 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/uniqueItems", keyword: "uniqueItems", params: { i: i22, j: j9 }, message: "must NOT have duplicate items (items ## " + j9 + " and " + i22 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
                break outer7;
              }
            }
          }
        }
      } else {
        const err47 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.policies !== void 0) {
      let data37 = data.policies;
      if (Array.isArray(data37)) {
        if (data37.length < 0) {
          const err48 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        const len13 = data37.length;
        for (let i23 = 0; i23 < len13; i23++) {
          if (!validate23(data37[i23], { instancePath: instancePath + "/policies/" + i23, parentData: data37, parentDataProperty: i23, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i24 = data37.length;
        let j10;
        if (i24 > 1) {
          outer8: for (; i24--; ) {
            for (j10 = i24; j10--; ) {
              if (func0(data37[i24], data37[j10])) {
                const err49 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/uniqueItems", keyword: "uniqueItems", params: { i: i24, j: j10 }, message: "must NOT have duplicate items (items ## " + j10 + " and " + i24 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
                break outer8;
              }
            }
          }
        }
      } else {
        const err50 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.webRequests !== void 0) {
      let data39 = data.webRequests;
      if (Array.isArray(data39)) {
        if (data39.length < 0) {
          const err51 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        const len14 = data39.length;
        for (let i25 = 0; i25 < len14; i25++) {
          if (!validate149(data39[i25], { instancePath: instancePath + "/webRequests/" + i25, parentData: data39, parentDataProperty: i25, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
            errors = vErrors.length;
          }
        }
        let i26 = data39.length;
        let j11;
        if (i26 > 1) {
          outer9: for (; i26--; ) {
            for (j11 = i26; j11--; ) {
              if (func0(data39[i26], data39[j11])) {
                const err52 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/uniqueItems", keyword: "uniqueItems", params: { i: i26, j: j11 }, message: "must NOT have duplicate items (items ## " + j11 + " and " + i26 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
                break outer9;
              }
            }
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.webResponses !== void 0) {
      let data41 = data.webResponses;
      if (Array.isArray(data41)) {
        if (data41.length < 0) {
          const err54 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        const len15 = data41.length;
        for (let i27 = 0; i27 < len15; i27++) {
          if (!validate152(data41[i27], { instancePath: instancePath + "/webResponses/" + i27, parentData: data41, parentDataProperty: i27, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
            errors = vErrors.length;
          }
        }
        let i28 = data41.length;
        let j12;
        if (i28 > 1) {
          outer10: for (; i28--; ) {
            for (j12 = i28; j12--; ) {
              if (func0(data41[i28], data41[j12])) {
                const err55 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/uniqueItems", keyword: "uniqueItems", params: { i: i28, j: j12 }, message: "must NOT have duplicate items (items ## " + j12 + " and " + i28 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
                break outer10;
              }
            }
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.specialLocations !== void 0) {
      if (!validate228(data.specialLocations, { instancePath: instancePath + "/specialLocations", parentData: data, parentDataProperty: "specialLocations", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors);
        errors = vErrors.length;
      }
    }
    if (data.properties !== void 0) {
      let data44 = data.properties;
      if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
        if (data44.tags !== void 0) {
          let data45 = data44.tags;
          if (Array.isArray(data45)) {
            if (data45.length < 0) {
              const err57 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            const len16 = data45.length;
            for (let i29 = 0; i29 < len16; i29++) {
              if (typeof data45[i29] !== "string") {
                const err58 = { instancePath: instancePath + "/properties/tags/" + i29, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            let i30 = data45.length;
            let j13;
            if (i30 > 1) {
              const indices2 = {};
              for (; i30--; ) {
                let item2 = data45[i30];
                if (typeof item2 !== "string") {
                  continue;
                }
                if (typeof indices2[item2] == "number") {
                  j13 = indices2[item2];
                  const err59 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i30, j: j13 }, message: "must NOT have duplicate items (items ## " + j13 + " and " + i30 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                  break;
                }
                indices2[item2] = i30;
              }
            }
          } else {
            const err60 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
      } else {
        const err61 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
  } else {
    const err62 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err62];
    } else {
      vErrors.push(err62);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var schema133 = { "description": "The top-level element of an external property file.", "type": "object", "additionalProperties": false, "properties": { "schema": { "description": "The URI of the JSON schema corresponding to the version of the external property file format.", "type": "string", "format": "uri" }, "version": { "description": "The SARIF format version of this external properties object.", "enum": ["2.1.0"] }, "guid": { "description": "A stable, unique identifier for this external properties object, in the form of a GUID.", "type": "string", "format": "uuid" }, "runGuid": { "description": "A stable, unique identifier for the run associated with this external properties object, in the form of a GUID.", "type": "string", "format": "uuid" }, "conversion": { "description": "A conversion object that will be merged with a separate run.", "$ref": "#/definitions/conversion" }, "graphs": { "description": "An array of graph objects that will be merged with a separate run.", "type": "array", "minItems": 0, "default": [], "uniqueItems": true, "items": { "$ref": "#/definitions/graph" } }, "externalizedProperties": { "description": "Key/value pairs that provide additional information that will be merged with a separate run.", "$ref": "#/definitions/propertyBag" }, "artifacts": { "description": "An array of artifact objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "items": { "$ref": "#/definitions/artifact" } }, "invocations": { "description": "Describes the invocation of the analysis tool that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/invocation" } }, "logicalLocations": { "description": "An array of logical locations such as namespaces, types or functions that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/logicalLocation" } }, "threadFlowLocations": { "description": "An array of threadFlowLocation objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/threadFlowLocation" } }, "results": { "description": "An array of result objects that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/result" } }, "taxonomies": { "description": "Tool taxonomies that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "driver": { "description": "The analysis tool object that will be merged with a separate run.", "$ref": "#/definitions/toolComponent" }, "extensions": { "description": "Tool extensions that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "policies": { "description": "Tool policies that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "translations": { "description": "Tool translations that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/toolComponent" } }, "addresses": { "description": "Addresses that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": false, "default": [], "items": { "$ref": "#/definitions/address" } }, "webRequests": { "description": "Requests that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webRequest" } }, "webResponses": { "description": "Responses that will be merged with a separate run.", "type": "array", "minItems": 0, "uniqueItems": true, "default": [], "items": { "$ref": "#/definitions/webResponse" } }, "properties": { "description": "Key/value pairs that provide additional information about the external properties.", "$ref": "#/definitions/propertyBag" } } };
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate232.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func1.call(schema133.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.schema !== void 0) {
      let data0 = data.schema;
      if (typeof data0 === "string") {
        if (!formats0(data0)) {
          const err1 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (!(data.version === "2.1.0")) {
        const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/enum", keyword: "enum", params: { allowedValues: schema133.properties.version.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.guid !== void 0) {
      let data2 = data.guid;
      if (typeof data2 === "string") {
        if (!formats2.test(data2)) {
          const err4 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/guid", schemaPath: "#/properties/guid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.runGuid !== void 0) {
      let data3 = data.runGuid;
      if (typeof data3 === "string") {
        if (!formats2.test(data3)) {
          const err6 = { instancePath: instancePath + "/runGuid", schemaPath: "#/properties/runGuid/format", keyword: "format", params: { format: "uuid" }, message: 'must match format "uuid"' };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/runGuid", schemaPath: "#/properties/runGuid/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.conversion !== void 0) {
      if (!validate107(data.conversion, { instancePath: instancePath + "/conversion", parentData: data, parentDataProperty: "conversion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
        errors = vErrors.length;
      }
    }
    if (data.graphs !== void 0) {
      let data5 = data.graphs;
      if (Array.isArray(data5)) {
        if (data5.length < 0) {
          const err8 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate122(data5[i0], { instancePath: instancePath + "/graphs/" + i0, parentData: data5, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
            errors = vErrors.length;
          }
        }
        let i1 = data5.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func0(data5[i1], data5[j0])) {
                const err9 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/graphs", schemaPath: "#/properties/graphs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.externalizedProperties !== void 0) {
      let data7 = data.externalizedProperties;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.tags !== void 0) {
          let data8 = data7.tags;
          if (Array.isArray(data8)) {
            if (data8.length < 0) {
              const err11 = { instancePath: instancePath + "/externalizedProperties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            const len1 = data8.length;
            for (let i2 = 0; i2 < len1; i2++) {
              if (typeof data8[i2] !== "string") {
                const err12 = { instancePath: instancePath + "/externalizedProperties/tags/" + i2, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            let i3 = data8.length;
            let j1;
            if (i3 > 1) {
              const indices0 = {};
              for (; i3--; ) {
                let item0 = data8[i3];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err13 = { instancePath: instancePath + "/externalizedProperties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i3;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/externalizedProperties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/externalizedProperties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.artifacts !== void 0) {
      let data10 = data.artifacts;
      if (Array.isArray(data10)) {
        if (data10.length < 0) {
          const err16 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len2 = data10.length;
        for (let i4 = 0; i4 < len2; i4++) {
          if (!validate116(data10[i4], { instancePath: instancePath + "/artifacts/" + i4, parentData: data10, parentDataProperty: i4, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
            errors = vErrors.length;
          }
        }
        let i5 = data10.length;
        let j2;
        if (i5 > 1) {
          outer1: for (; i5--; ) {
            for (j2 = i5; j2--; ) {
              if (func0(data10[i5], data10[j2])) {
                const err17 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/uniqueItems", keyword: "uniqueItems", params: { i: i5, j: j2 }, message: "must NOT have duplicate items (items ## " + j2 + " and " + i5 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
                break outer1;
              }
            }
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.invocations !== void 0) {
      let data12 = data.invocations;
      if (Array.isArray(data12)) {
        if (data12.length < 0) {
          const err19 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len3 = data12.length;
        for (let i6 = 0; i6 < len3; i6++) {
          if (!validate58(data12[i6], { instancePath: instancePath + "/invocations/" + i6, parentData: data12, parentDataProperty: i6, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/invocations", schemaPath: "#/properties/invocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.logicalLocations !== void 0) {
      let data14 = data.logicalLocations;
      if (Array.isArray(data14)) {
        if (data14.length < 0) {
          const err21 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        const len4 = data14.length;
        for (let i7 = 0; i7 < len4; i7++) {
          if (!validate79(data14[i7], { instancePath: instancePath + "/logicalLocations/" + i7, parentData: data14, parentDataProperty: i7, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
            errors = vErrors.length;
          }
        }
        let i8 = data14.length;
        let j3;
        if (i8 > 1) {
          outer2: for (; i8--; ) {
            for (j3 = i8; j3--; ) {
              if (func0(data14[i8], data14[j3])) {
                const err22 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j3 }, message: "must NOT have duplicate items (items ## " + j3 + " and " + i8 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
                break outer2;
              }
            }
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/logicalLocations", schemaPath: "#/properties/logicalLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.threadFlowLocations !== void 0) {
      let data16 = data.threadFlowLocations;
      if (Array.isArray(data16)) {
        if (data16.length < 0) {
          const err24 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        const len5 = data16.length;
        for (let i9 = 0; i9 < len5; i9++) {
          if (!validate144(data16[i9], { instancePath: instancePath + "/threadFlowLocations/" + i9, parentData: data16, parentDataProperty: i9, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
            errors = vErrors.length;
          }
        }
        let i10 = data16.length;
        let j4;
        if (i10 > 1) {
          outer3: for (; i10--; ) {
            for (j4 = i10; j4--; ) {
              if (func0(data16[i10], data16[j4])) {
                const err25 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/uniqueItems", keyword: "uniqueItems", params: { i: i10, j: j4 }, message: "must NOT have duplicate items (items ## " + j4 + " and " + i10 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
                break outer3;
              }
            }
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/threadFlowLocations", schemaPath: "#/properties/threadFlowLocations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.results !== void 0) {
      let data18 = data.results;
      if (Array.isArray(data18)) {
        if (data18.length < 0) {
          const err27 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len6 = data18.length;
        for (let i11 = 0; i11 < len6; i11++) {
          if (!validate132(data18[i11], { instancePath: instancePath + "/results/" + i11, parentData: data18, parentDataProperty: i11, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.taxonomies !== void 0) {
      let data20 = data.taxonomies;
      if (Array.isArray(data20)) {
        if (data20.length < 0) {
          const err29 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        const len7 = data20.length;
        for (let i12 = 0; i12 < len7; i12++) {
          if (!validate23(data20[i12], { instancePath: instancePath + "/taxonomies/" + i12, parentData: data20, parentDataProperty: i12, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i13 = data20.length;
        let j5;
        if (i13 > 1) {
          outer4: for (; i13--; ) {
            for (j5 = i13; j5--; ) {
              if (func0(data20[i13], data20[j5])) {
                const err30 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/uniqueItems", keyword: "uniqueItems", params: { i: i13, j: j5 }, message: "must NOT have duplicate items (items ## " + j5 + " and " + i13 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
                break outer4;
              }
            }
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/taxonomies", schemaPath: "#/properties/taxonomies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.driver !== void 0) {
      if (!validate23(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.extensions !== void 0) {
      let data23 = data.extensions;
      if (Array.isArray(data23)) {
        if (data23.length < 0) {
          const err32 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        const len8 = data23.length;
        for (let i14 = 0; i14 < len8; i14++) {
          if (!validate23(data23[i14], { instancePath: instancePath + "/extensions/" + i14, parentData: data23, parentDataProperty: i14, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i15 = data23.length;
        let j6;
        if (i15 > 1) {
          outer5: for (; i15--; ) {
            for (j6 = i15; j6--; ) {
              if (func0(data23[i15], data23[j6])) {
                const err33 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/uniqueItems", keyword: "uniqueItems", params: { i: i15, j: j6 }, message: "must NOT have duplicate items (items ## " + j6 + " and " + i15 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
                break outer5;
              }
            }
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/extensions", schemaPath: "#/properties/extensions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.policies !== void 0) {
      let data25 = data.policies;
      if (Array.isArray(data25)) {
        if (data25.length < 0) {
          const err35 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        const len9 = data25.length;
        for (let i16 = 0; i16 < len9; i16++) {
          if (!validate23(data25[i16], { instancePath: instancePath + "/policies/" + i16, parentData: data25, parentDataProperty: i16, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i17 = data25.length;
        let j7;
        if (i17 > 1) {
          outer6: for (; i17--; ) {
            for (j7 = i17; j7--; ) {
              if (func0(data25[i17], data25[j7])) {
                const err36 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/uniqueItems", keyword: "uniqueItems", params: { i: i17, j: j7 }, message: "must NOT have duplicate items (items ## " + j7 + " and " + i17 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
                break outer6;
              }
            }
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.translations !== void 0) {
      let data27 = data.translations;
      if (Array.isArray(data27)) {
        if (data27.length < 0) {
          const err38 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        const len10 = data27.length;
        for (let i18 = 0; i18 < len10; i18++) {
          if (!validate23(data27[i18], { instancePath: instancePath + "/translations/" + i18, parentData: data27, parentDataProperty: i18, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
        let i19 = data27.length;
        let j8;
        if (i19 > 1) {
          outer7: for (; i19--; ) {
            for (j8 = i19; j8--; ) {
              if (func0(data27[i19], data27[j8])) {
                const err39 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/uniqueItems", keyword: "uniqueItems", params: { i: i19, j: j8 }, message: "must NOT have duplicate items (items ## " + j8 + " and " + i19 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
                break outer7;
              }
            }
          }
        }
      } else {
        const err40 = { instancePath: instancePath + "/translations", schemaPath: "#/properties/translations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.addresses !== void 0) {
      let data29 = data.addresses;
      if (Array.isArray(data29)) {
        if (data29.length < 0) {
          const err41 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        const len11 = data29.length;
        for (let i20 = 0; i20 < len11; i20++) {
          if (!validate68(data29[i20], { instancePath: instancePath + "/addresses/" + i20, parentData: data29, parentDataProperty: i20, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/addresses", schemaPath: "#/properties/addresses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.webRequests !== void 0) {
      let data31 = data.webRequests;
      if (Array.isArray(data31)) {
        if (data31.length < 0) {
          const err43 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        const len12 = data31.length;
        for (let i21 = 0; i21 < len12; i21++) {
          if (!validate149(data31[i21], { instancePath: instancePath + "/webRequests/" + i21, parentData: data31, parentDataProperty: i21, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
            errors = vErrors.length;
          }
        }
        let i22 = data31.length;
        let j9;
        if (i22 > 1) {
          outer8: for (; i22--; ) {
            for (j9 = i22; j9--; ) {
              if (func0(data31[i22], data31[j9])) {
                const err44 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/uniqueItems", keyword: "uniqueItems", params: { i: i22, j: j9 }, message: "must NOT have duplicate items (items ## " + j9 + " and " + i22 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
                break outer8;
              }
            }
          }
        }
      } else {
        const err45 = { instancePath: instancePath + "/webRequests", schemaPath: "#/properties/webRequests/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.webResponses !== void 0) {
      let data33 = data.webResponses;
      if (Array.isArray(data33)) {
        if (data33.length < 0) {
          const err46 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        const len13 = data33.length;
        for (let i23 = 0; i23 < len13; i23++) {
          if (!validate152(data33[i23], { instancePath: instancePath + "/webResponses/" + i23, parentData: data33, parentDataProperty: i23, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
            errors = vErrors.length;
          }
        }
        let i24 = data33.length;
        let j10;
        if (i24 > 1) {
          outer9: for (; i24--; ) {
            for (j10 = i24; j10--; ) {
              if (func0(data33[i24], data33[j10])) {
                const err47 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/uniqueItems", keyword: "uniqueItems", params: { i: i24, j: j10 }, message: "must NOT have duplicate items (items ## " + j10 + " and " + i24 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
                break outer9;
              }
            }
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/webResponses", schemaPath: "#/properties/webResponses/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data35 = data.properties;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        if (data35.tags !== void 0) {
          let data36 = data35.tags;
          if (Array.isArray(data36)) {
            if (data36.length < 0) {
              const err49 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            const len14 = data36.length;
            for (let i25 = 0; i25 < len14; i25++) {
              if (typeof data36[i25] !== "string") {
                const err50 = { instancePath: instancePath + "/properties/tags/" + i25, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            let i26 = data36.length;
            let j11;
            if (i26 > 1) {
              const indices1 = {};
              for (; i26--; ) {
                let item1 = data36[i26];
                if (typeof item1 !== "string") {
                  continue;
                }
                if (typeof indices1[item1] == "number") {
                  j11 = indices1[item1];
                  const err51 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i26, j: j11 }, message: "must NOT have duplicate items (items ## " + j11 + " and " + i26 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                  break;
                }
                indices1[item1] = i26;
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
  } else {
    const err54 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err54];
    } else {
      vErrors.push(err54);
    }
    errors++;
  }
  validate232.errors = vErrors;
  return errors === 0;
}
validate232.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.runs === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runs" }, message: "must have required property 'runs'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "version" || key0 === "runs" || key0 === "inlineExternalProperties" || key0 === "properties")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      let data0 = data.$schema;
      if (typeof data0 === "string") {
        if (!formats0(data0)) {
          const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (!(data.version === "2.1.0")) {
        const err5 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/enum", keyword: "enum", params: { allowedValues: schema31.properties.version.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.runs !== void 0) {
      let data2 = data.runs;
      if (Array.isArray(data2)) {
        if (data2.length < 0) {
          const err6 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate21(data2[i0], { instancePath: instancePath + "/runs/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.inlineExternalProperties !== void 0) {
      let data4 = data.inlineExternalProperties;
      if (Array.isArray(data4)) {
        if (data4.length < 0) {
          const err8 = { instancePath: instancePath + "/inlineExternalProperties", schemaPath: "#/properties/inlineExternalProperties/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate232(data4[i1], { instancePath: instancePath + "/inlineExternalProperties/" + i1, parentData: data4, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
            errors = vErrors.length;
          }
        }
        let i2 = data4.length;
        let j0;
        if (i2 > 1) {
          outer0: for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func0(data4[i2], data4[j0])) {
                const err9 = { instancePath: instancePath + "/inlineExternalProperties", schemaPath: "#/properties/inlineExternalProperties/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/inlineExternalProperties", schemaPath: "#/properties/inlineExternalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.properties !== void 0) {
      let data6 = data.properties;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.tags !== void 0) {
          let data7 = data6.tags;
          if (Array.isArray(data7)) {
            if (data7.length < 0) {
              const err11 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/minItems", keyword: "minItems", params: { limit: 0 }, message: "must NOT have fewer than 0 items" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            const len2 = data7.length;
            for (let i3 = 0; i3 < len2; i3++) {
              if (typeof data7[i3] !== "string") {
                const err12 = { instancePath: instancePath + "/properties/tags/" + i3, schemaPath: "#/definitions/propertyBag/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            let i4 = data7.length;
            let j1;
            if (i4 > 1) {
              const indices0 = {};
              for (; i4--; ) {
                let item0 = data7[i4];
                if (typeof item0 !== "string") {
                  continue;
                }
                if (typeof indices0[item0] == "number") {
                  j1 = indices0[item0];
                  const err13 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i4 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                  break;
                }
                indices0[item0] = i4;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/properties/tags", schemaPath: "#/definitions/propertyBag/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/properties", schemaPath: "#/definitions/propertyBag/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// ../sarif/src/validate.ts
var validator = () => validate;
function pointerToJsonPath(pointer) {
  if (pointer === "") return "$";
  return "$" + pointer.split("/").slice(1).map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~")).map((key) => /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`).join("");
}
function describe2(error) {
  let path = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === "additionalProperties") {
    const extra = error.params.additionalProperty;
    path = `${path}/${extra.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    message = "is not a SARIF 2.1.0 property here";
  } else if (error.keyword === "enum") {
    message = `must be one of ${error.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return { path: pointerToJsonPath(path), message };
}
function validateSarif(value, limit = 5) {
  const validate2 = validator();
  if (validate2(value)) return [];
  const errors = [...validate2.errors ?? []].filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && e.keyword !== "if").sort((a, b) => b.instancePath.split("/").length - a.instancePath.split("/").length);
  const seen = /* @__PURE__ */ new Set();
  const problems = [];
  for (const error of errors) {
    const problem = describe2(error);
    const key = `${problem.path} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
    if (problems.length >= limit) break;
  }
  return problems.length > 0 ? problems : [{ path: "$", message: "does not match the SARIF 2.1.0 schema" }];
}
function assertValidSarif(value, source) {
  const problems = validateSarif(value, 1);
  const first = problems[0];
  if (first) {
    throw new SarifInputError(
      source,
      `not a valid SARIF 2.1.0 log: value ${first.message}`,
      first.path,
      "check the producing tool writes SARIF 2.1.0; `heddle-sarif validate FILE` lists every problem"
    );
  }
}

// ../sarif/src/read.ts
var MAX_LOG_BYTES = 256 * 1024 * 1024;
function checkSize(path, bytes, options) {
  const max = options.maxBytes ?? MAX_LOG_BYTES;
  if (bytes <= max) return;
  const size = (n) => `${n.toLocaleString("en-US")} bytes${n >= 1024 * 1024 ? ` (${(n / 1024 / 1024).toFixed(1)} MiB)` : ""}`;
  throw new SarifInputError(
    path,
    `file is ${size(bytes)}, more than the ${size(max)} heddle reads whole`,
    void 0,
    "split the log (one file per run or shard) or filter its results; GitHub accepts at most 10 MB gzipped per upload anyway"
  );
}
function lineAndColumn(text, offset) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}`;
}
function jsonSyntaxError(text, source) {
  const errors = [];
  parse2(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return new SarifInputError(source, "not valid JSON");
  const problem = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return new SarifInputError(source, `not valid JSON: ${problem}`, lineAndColumn(text, first.offset), "fix the JSON syntax; a truncated file usually means the writer crashed");
}
function parseSarif(text, source, options = {}) {
  if (text.trim() === "") throw new SarifInputError(source, "file is empty, expected a SARIF 2.1.0 JSON log");
  let value;
  try {
    value = JSON.parse(text.charCodeAt(0) === 65279 ? text.slice(1) : text);
  } catch {
    throw jsonSyntaxError(text, source);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SarifInputError(source, 'not a SARIF log: the top level must be a JSON object with "version" and "runs"', "$");
  }
  const version = value.version;
  if (version !== "2.1.0") {
    throw new SarifInputError(
      source,
      `unsupported SARIF version ${JSON.stringify(version)}`,
      "$.version",
      "only SARIF 2.1.0 is read; convert older logs with `sarif-multitool transform --sarif-output-version Current`"
    );
  }
  if (options.validate !== false) assertValidSarif(value, source);
  return value;
}
function cannotRead(path, error) {
  return new SarifInputError(path, `cannot read file: ${error.code ?? error.message}`);
}
async function readSarifText(path, options = {}) {
  try {
    checkSize(path, (await stat(path)).size, options);
    return await readFile(path, "utf8");
  } catch (error) {
    throw error instanceof SarifInputError ? error : cannotRead(path, error);
  }
}
async function readSarifFile(path, options = {}) {
  return parseSarif(await readSarifText(path, options), path, options);
}
function readSarifFileSync(path, options = {}) {
  let text;
  try {
    checkSize(path, statSync(path).size, options);
    text = readFileSync2(path, "utf8");
  } catch (error) {
    throw error instanceof SarifInputError ? error : cannotRead(path, error);
  }
  return parseSarif(text, path, options);
}

// ../sarif/src/merge.ts
init_define_HEDDLE_BUILD_INFO();

// ../sarif/src/detach.ts
init_define_HEDDLE_BUILD_INFO();
function detachLocation(location, run) {
  if (!location) return;
  const physical = location.physicalLocation;
  if (physical?.artifactLocation) {
    const inlined = artifactLocationOf(physical.artifactLocation, run);
    if (inlined) {
      const { index: _index, ...rest } = inlined;
      physical.artifactLocation = rest;
    }
  }
  if (location.logicalLocations) {
    location.logicalLocations = location.logicalLocations.map((logical) => {
      const table = logical.index !== void 0 ? run.logicalLocations?.[logical.index] : void 0;
      const { index: _index, parentIndex: _parent, ...rest } = { ...table, ...logical };
      return rest;
    });
  }
}
function detachThreadFlowLocation(tfl, run) {
  const table = tfl.index !== void 0 ? run.threadFlowLocations?.[tfl.index] : void 0;
  const { index: _index, ...merged } = { ...table, ...tfl };
  detachLocation(merged.location, run);
  for (const frame of merged.stack?.frames ?? []) detachLocation(frame.location, run);
  return merged;
}
function detachResult(result, run) {
  for (const l of result.locations ?? []) detachLocation(l, run);
  for (const l of result.relatedLocations ?? []) detachLocation(l, run);
  for (const stack of result.stacks ?? []) for (const frame of stack.frames) detachLocation(frame.location, run);
  for (const codeFlow of result.codeFlows ?? []) {
    for (const threadFlow of codeFlow.threadFlows) {
      threadFlow.locations = threadFlow.locations.map((tfl) => detachThreadFlowLocation(tfl, run));
    }
  }
  if (result.analysisTarget) {
    const inlined = artifactLocationOf(result.analysisTarget, run);
    if (inlined) {
      const { index: _index, ...rest } = inlined;
      result.analysisTarget = rest;
    }
  }
}

// ../sarif/src/conform.ts
init_define_HEDDLE_BUILD_INFO();
function fillDescriptor(rule) {
  const summary = rule.shortDescription?.text ?? rule.fullDescription?.text ?? rule.name ?? rule.id;
  rule.shortDescription ??= { text: firstSentence(summary) || summary };
  rule.fullDescription ??= { text: summary };
  if (!rule.help) {
    const more = rule.helpUri ? ` See ${rule.helpUri}` : "";
    rule.help = { text: `${rule.fullDescription.text}${more}` };
  }
}
function fillComponent(component) {
  for (const rule of component.rules ?? []) fillDescriptor(rule);
  for (const notification of component.notifications ?? []) fillDescriptor(notification);
}
function fillGithubRequiredMetadata(log) {
  for (const run of log.runs) {
    run.tool.driver.rules ??= [];
    fillComponent(run.tool.driver);
    for (const extension of run.tool.extensions ?? []) fillComponent(extension);
  }
  return log;
}

// ../sarif/src/objects.ts
init_define_HEDDLE_BUILD_INFO();
var OBJECTS_NAMED_MAX = 10;
var SITE_MESSAGES = ["allocation site", "registration"];
var OTHER_SITE = "allocation site of ";
function placeOf(location) {
  const physical = location.physicalLocation;
  const uri = physical?.artifactLocation?.uri ?? "";
  return `${uri}:${physical?.region?.startLine ?? ""}:${physical?.region?.startColumn ?? ""}`;
}
function firstObject(result) {
  const bag = result.properties ?? {};
  const site = result.relatedLocations?.find((l) => SITE_MESSAGES.includes(l.message?.text ?? ""));
  const object = {
    ...typeof bag.object === "string" && { object: bag.object },
    ...typeof bag.objectSize === "number" && { objectSize: bag.objectSize },
    ...site && { allocatedAt: placeOf(site) }
  };
  return Object.keys(object).length > 0 ? { object, site } : void 0;
}
function reportedObjects(result) {
  const listed = result.properties?.objects;
  if (Array.isArray(listed)) return listed.filter((o) => typeof o === "object" && o !== null);
  const first = firstObject(result);
  return first ? [first.object] : [];
}
var keyOf = (o) => JSON.stringify([o.object, o.objectSize, o.allocatedAt]);
function article(n) {
  const digits = String(n);
  if (digits.startsWith("8")) return "an";
  return /^1[18]/.test(digits) && digits.length % 3 === 2 ? "an" : "a";
}
function describe3(o) {
  if (o.object !== void 0) return `\`${o.object}\``;
  return o.objectSize !== void 0 ? `${article(o.objectSize)} ${o.objectSize}-byte heap object` : "a heap object";
}
function siteIn(result, o, first) {
  if (o.allocatedAt === void 0) return void 0;
  return result.relatedLocations?.find((l) => placeOf(l) === o.allocatedAt && (first ? SITE_MESSAGES : [`${OTHER_SITE}${describe3(o)}`]).includes(l.message?.text ?? ""));
}
function foldObjects(into, other) {
  const mine = reportedObjects(into);
  if (mine.length === 0) return;
  const known = new Set(mine.map(keyOf));
  const added = reportedObjects(other).map((o, i) => ({ o, i })).filter(({ o }) => !known.has(keyOf(o)) && known.add(keyOf(o)));
  if (added.length === 0) return;
  const objects = [...mine, ...added.map(({ o }) => o)];
  into.properties = { ...into.properties, objects };
  const related = into.relatedLocations ??= [];
  let nextId = Math.max(0, ...related.map((l) => l.id ?? 0)) + 1;
  for (const [k, { o, i }] of added.entries()) {
    if (mine.length + k >= OBJECTS_NAMED_MAX) break;
    const site = siteIn(other, o, i === 0);
    if (site) related.push({ ...site, id: nextId++, message: { text: `${OTHER_SITE}${describe3(o)}` } });
  }
  if (related.length === 0) delete into.relatedLocations;
  if (into.message.text !== void 0) into.message = { ...into.message, text: withObjects(into.message.text, objects, into) };
}
var ALSO = " Also reported at this location for ";
function withObjects(text, objects, result) {
  const base = text.includes(ALSO) ? text.slice(0, text.lastIndexOf(ALSO)) : text;
  const named = objects.slice(1, OBJECTS_NAMED_MAX).map((o) => {
    const site = siteIn(result, o, false);
    return site ? `${describe3(o)} [${o.object !== void 0 ? "registered" : "allocated"} here](${site.id})` : describe3(o);
  });
  const more = objects.length - OBJECTS_NAMED_MAX;
  return `${base}${ALSO}${named.join(", ")}${more > 0 ? ` and ${more} more object(s), all listed in properties.objects` : ""}.`;
}

// ../sarif/src/limits.ts
init_define_HEDDLE_BUILD_INFO();
import { gzipSync } from "node:zlib";
function addRunNotification(run, text) {
  const invocations = run.invocations ??= [];
  if (invocations.length === 0) invocations.push({ executionSuccessful: true });
  const invocation = invocations[0];
  (invocation.toolExecutionNotifications ??= []).push({ level: "warning", message: { text: `heddle-sarif: ${text}` } });
}
var severity = (result, run) => levelRank(levelOf(result, findRule(result, run)));
function keepMostSevere(run, results, keep) {
  const ranked = results.map((result, i) => ({ i, rank: severity(result, run) })).sort((a, b) => b.rank - a.rank || a.i - b.i);
  const kept = new Set(ranked.slice(0, keep).map((x) => x.i));
  return results.filter((_, i) => kept.has(i));
}
function hasPhysicalLocation(result) {
  const physical = result.locations?.[0]?.physicalLocation;
  return !!(physical?.artifactLocation?.uri ?? physical?.artifactLocation?.index !== void 0);
}
function trimResult(result) {
  const cuts = [];
  if ((result.locations?.length ?? 0) > MAX_LOCATIONS_PER_RESULT) {
    cuts.push(`locations ${result.locations.length}\u2192${MAX_LOCATIONS_PER_RESULT}`);
    result.locations = result.locations.slice(0, MAX_LOCATIONS_PER_RESULT);
  }
  if ((result.relatedLocations?.length ?? 0) > MAX_LOCATIONS_PER_RESULT) {
    cuts.push(`relatedLocations ${result.relatedLocations.length}\u2192${MAX_LOCATIONS_PER_RESULT}`);
    result.relatedLocations = result.relatedLocations.slice(0, MAX_LOCATIONS_PER_RESULT);
  }
  let budget = MAX_THREAD_FLOW_LOCATIONS_PER_RESULT;
  let dropped = 0;
  for (const codeFlow of result.codeFlows ?? []) {
    codeFlow.threadFlows = codeFlow.threadFlows.filter((threadFlow, i) => {
      const n = threadFlow.locations.length;
      if (budget === 0 && i > 0) {
        dropped += n;
        return false;
      }
      const keep = Math.max(1, Math.min(n, budget));
      if (keep < n) {
        threadFlow.locations = threadFlow.locations.slice(n - keep);
        dropped += n - keep;
      }
      budget = Math.max(0, budget - keep);
      return true;
    });
  }
  if (dropped > 0) cuts.push(`${dropped} threadFlow locations`);
  return cuts;
}
function trimRun(run) {
  let results = run.results ?? [];
  const unlocated = results.filter((r) => !hasPhysicalLocation(r));
  if (unlocated.length > 0) {
    results = results.filter(hasPhysicalLocation);
    const sample = unlocated.slice(0, 3).map((r) => `${r.ruleId ?? "?"}: ${r.message.text ?? r.message.id ?? ""}`).join("; ");
    addRunNotification(run, `${unlocated.length} result(s) without a source location were removed (GitHub rejects an upload containing one): ${sample}`);
  }
  if (results.length > MAX_RESULTS_PER_RUN) {
    addRunNotification(run, `${results.length - MAX_RESULTS_PER_RUN} of ${results.length} results were removed, least severe first, to stay within GitHub's ${MAX_RESULTS_PER_RUN} results per run`);
    results = keepMostSevere(run, results, MAX_RESULTS_PER_RUN);
  }
  let trimmed = 0;
  const cuts = /* @__PURE__ */ new Set();
  for (const result of results) {
    const cut = trimResult(result);
    if (cut.length > 0) trimmed++;
    for (const c of cut) cuts.add(c.replace(/\d+/g, "N"));
  }
  if (trimmed > 0) addRunNotification(run, `${trimmed} result(s) were shortened to GitHub's per-result limits (${[...cuts].join(", ")})`);
  if (run.results) run.results = results;
}
function maxSeverity(run) {
  return Math.max(-1, ...(run.results ?? []).map((r) => severity(r, run)));
}
function fitsUploadSize(log, maxBytes) {
  const chunks = [];
  let bytes = 0;
  writeJson(log, (chunk) => {
    const buffer = Buffer.from(chunk);
    bytes += buffer.length;
    chunks.push(buffer);
  }, 0);
  return bytes <= maxBytes || gzipSync(Buffer.concat(chunks, bytes)).length <= maxBytes;
}
function enforceGithubLimits(log, options = {}) {
  const maxGzippedBytes = options.maxGzippedBytes ?? MAX_GZIPPED_BYTES;
  if (log.runs.length > MAX_RUNS_PER_FILE) {
    const ranked = log.runs.map((run, i) => ({ run, i, rank: maxSeverity(run) })).sort((a, b) => b.rank - a.rank || a.i - b.i);
    const kept = ranked.slice(0, MAX_RUNS_PER_FILE).sort((a, b) => a.i - b.i).map((x) => x.run);
    const dropped = ranked.slice(MAX_RUNS_PER_FILE).map(({ run }) => `${run.tool.driver.name}${runCategory(run) ? ` (${runCategory(run)})` : ""}: ${run.results?.length ?? 0} results`);
    log.runs = kept;
    addRunNotification(kept[0], `${dropped.length} run(s) were removed, least severe first, to stay within GitHub's ${MAX_RUNS_PER_FILE} runs per file: ${dropped.join("; ")}`);
  }
  for (const run of log.runs) trimRun(run);
  for (let round = 0; round < 50 && !fitsUploadSize(log, maxGzippedBytes); round++) {
    const run = log.runs.reduce((a, b) => (b.results?.length ?? 0) > (a.results?.length ?? 0) ? b : a);
    const results = run.results ?? [];
    if (results.length === 0) break;
    const keep = Math.floor(results.length * 0.9);
    addRunNotification(run, `${results.length - keep} results were removed, least severe first, to keep the file under ${(maxGzippedBytes / 1024 / 1024).toFixed(maxGzippedBytes < 1024 * 1024 ? 2 : 0)} MB gzipped`);
    run.results = keepMostSevere(run, results, keep);
  }
  return log;
}

// ../sarif/src/run-key.ts
init_define_HEDDLE_BUILD_INFO();
function runKey(run) {
  return `${run.tool.driver.name}\0${runCategory(run)}`;
}
function groupRuns(items) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = runKey(item.run);
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

// ../sarif/src/rules.ts
init_define_HEDDLE_BUILD_INFO();
var RuleTable = class {
  constructor(target) {
    this.target = target;
    const rules = target.tool.driver.rules ??= [];
    rules.forEach((rule, i) => {
      if (!this.index.has(rule.id)) this.index.set(rule.id, i);
    });
  }
  target;
  index = /* @__PURE__ */ new Map();
  /** Index of the rule with this id in the target, adding `descriptor` (or a bare `{id}`) when missing. */
  ensure(id, descriptor) {
    const known = this.index.get(id);
    if (known !== void 0) return known;
    const rules = this.target.tool.driver.rules;
    rules.push(descriptor ? cloneJson(descriptor) : { id });
    this.index.set(id, rules.length - 1);
    return rules.length - 1;
  }
  /** Points `result` (taken from `source`) at the target's copy of its rule. */
  rehome(result, source) {
    const id = ruleIdOf(result, source);
    const index2 = this.ensure(id, findRule(result, source));
    result.ruleId = id;
    result.ruleIndex = index2;
    delete result.rule;
  }
};

// ../sarif/src/merge.ts
function setCategory(run, category) {
  if (category === "") delete run.automationDetails;
  else run.automationDetails = { id: categoryToAutomationId(category) };
}
function resultIdentity(result) {
  const physical = result.locations?.[0]?.physicalLocation;
  const fingerprints = result.partialFingerprints;
  const hasFingerprints = fingerprints !== void 0 && Object.keys(fingerprints).length > 0;
  return JSON.stringify([
    result.ruleId,
    physical?.artifactLocation?.uriBaseId,
    physical?.artifactLocation?.uri,
    physical?.region?.startLine,
    physical?.region?.startColumn,
    hasFingerprints ? fingerprints : [result.message.text ?? result.message.id, result.message.arguments],
    result.level
  ]);
}
function combine(runs, dedupe) {
  const [first, ...rest] = runs;
  const target = first;
  const rules = new RuleTable(target);
  const artifacts = /* @__PURE__ */ new Map();
  const results = [];
  const seen = /* @__PURE__ */ new Map();
  for (const source of [first, ...rest]) {
    for (const rule of source.tool.driver.rules ?? []) rules.ensure(rule.id, rule);
    for (const result of source.results ?? []) {
      detachResult(result, source);
      rules.rehome(result, source);
      const identity = resultIdentity(result);
      const same = dedupe ? seen.get(identity) : void 0;
      if (same) {
        foldObjects(same, result);
        continue;
      }
      seen.set(identity, result);
      results.push(result);
    }
    for (const artifact of source.artifacts ?? []) {
      const key = `${artifact.location?.uriBaseId ?? ""} ${artifact.location?.uri ?? ""}`;
      if (!artifacts.has(key)) {
        const { parentIndex: _parent, ...rest2 } = artifact;
        artifacts.set(key, rest2);
      }
    }
    if (source !== target) {
      target.invocations = [...target.invocations ?? [], ...source.invocations ?? []];
      target.originalUriBaseIds = { ...source.originalUriBaseIds, ...target.originalUriBaseIds };
      const extensions = target.tool.extensions ?? [];
      for (const extension of source.tool.extensions ?? []) {
        if (!extensions.some((e) => e.name === extension.name)) extensions.push(extension);
      }
      if (extensions.length > 0) target.tool.extensions = extensions;
    }
  }
  target.results = results;
  delete target.logicalLocations;
  delete target.threadFlowLocations;
  if (artifacts.size > 0) target.artifacts = [...artifacts.values()];
  else delete target.artifacts;
  const category = runCategory(first);
  if (category) target.automationDetails = { id: categoryToAutomationId(category) };
  return target;
}
function mergeLogs(logs, options = {}) {
  const dedupe = options.dedupe ?? true;
  const srcRoot = options.srcRoot ?? inferSrcRoot(logs);
  const copies = logs.flatMap(
    (log) => log.runs.map((run) => {
      const copy = cloneJson(run);
      if (options.category !== void 0) setCategory(copy, options.category);
      if (srcRoot) rebaseRunOntoSrcRoot(copy, srcRoot);
      return { run: copy };
    })
  );
  const runs = groupRuns(copies).map((group) => combine(group.map(({ run }) => run), dedupe));
  const merged = { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs };
  return options.githubLimits === false ? merged : enforceGithubLimits(fillGithubRequiredMetadata(merged));
}

// ../sarif/src/baseline.ts
init_define_HEDDLE_BUILD_INFO();
function candidate(result, run) {
  const span = spanOf(result.locations?.[0], run);
  return {
    result,
    run,
    ruleId: ruleIdOf(result, run),
    path: span?.path ?? "",
    line: span?.startLine ?? 0,
    text: messageStrings(result.message, findRule(result, run), run).text,
    matched: false
  };
}
function sharedFingerprint(a, b) {
  const fa = a.partialFingerprints;
  const fb = b.partialFingerprints;
  if (!fa || !fb) return false;
  const primaryA = fa[GITHUB_FINGERPRINT_KEY];
  const primaryB = fb[GITHUB_FINGERPRINT_KEY];
  if (primaryA !== void 0 && primaryB !== void 0) return primaryA === primaryB;
  return Object.keys(fa).some((key) => fb[key] !== void 0 && fb[key] === fa[key]);
}
function index(pool, keysOf) {
  const map = /* @__PURE__ */ new Map();
  for (const c of pool) {
    for (const key of keysOf(c)) {
      const list = map.get(key);
      if (list) list.push(c);
      else map.set(key, [c]);
    }
  }
  return map;
}
var fingerprintKeys = (c) => {
  const prints = c.result.partialFingerprints ?? {};
  const keys = Object.keys(prints).sort((a, b) => Number(b === GITHUB_FINGERPRINT_KEY) - Number(a === GITHUB_FINGERPRINT_KEY));
  return keys.map((key) => JSON.stringify([c.ruleId, key, prints[key]]));
};
var locationKey = (c) => [JSON.stringify([c.ruleId, c.path, c.line, c.text])];
var placeKey = (c) => [JSON.stringify([c.ruleId, c.path, c.line])];
var fileMessageKey = (c) => [JSON.stringify([c.ruleId, c.path, c.text])];
function pair(c, p) {
  c.matched = true;
  p.matched = true;
}
function match(current, previous) {
  const byPrint = index(previous, fingerprintKeys);
  for (const c of current) {
    for (const key of fingerprintKeys(c)) {
      const p = byPrint.get(key)?.find((p2) => !p2.matched && sharedFingerprint(c.result, p2.result));
      if (p) {
        pair(c, p);
        break;
      }
    }
  }
  const byLocation = index(previous.filter((p) => !p.matched), locationKey);
  for (const c of current) {
    if (c.matched) continue;
    const p = byLocation.get(locationKey(c)[0])?.find((p2) => !p2.matched);
    if (p) pair(c, p);
  }
  pairUnique(current, previous, placeKey);
  pairUnique(current, previous, fileMessageKey);
}
function pairUnique(current, previous, keyOf2) {
  const unmatchedPrevious = index(previous.filter((p) => !p.matched), keyOf2);
  const unmatchedCurrent = index(current.filter((c) => !c.matched), keyOf2);
  for (const [key, cs] of unmatchedCurrent) {
    const ps = unmatchedPrevious.get(key);
    if (cs.length === 1 && ps?.length === 1) pair(cs[0], ps[0]);
  }
}
function compareWithBaseline(current, baseline) {
  const out = cloneJson(current);
  const previousByKey = /* @__PURE__ */ new Map();
  const baselineRunByKey = /* @__PURE__ */ new Map();
  for (const run of baseline.runs) {
    const key = runKey(run);
    if (!baselineRunByKey.has(key)) baselineRunByKey.set(key, run);
    const pool = previousByKey.get(key) ?? [];
    for (const result of run.results ?? []) if (result.baselineState !== "absent") pool.push(candidate(result, run));
    previousByKey.set(key, pool);
  }
  for (const run of out.runs) {
    const key = runKey(run);
    const currentPool = (run.results ?? []).map((r) => candidate(r, run));
    const previousPool = previousByKey.get(key) ?? [];
    match(currentPool, previousPool);
    for (const c of currentPool) c.result.baselineState = c.matched ? "unchanged" : "new";
    appendAbsent(run, previousPool.filter((p) => !p.matched));
    previousByKey.delete(key);
  }
  for (const [key, pool] of previousByKey) {
    if (pool.length === 0) continue;
    const source = baselineRunByKey.get(key);
    const run = { ...cloneJson(source), results: [] };
    out.runs.push(run);
    appendAbsent(run, pool);
  }
  return out;
}
function appendAbsent(target, gone) {
  if (gone.length === 0) return;
  const rules = new RuleTable(target);
  const results = target.results ??= [];
  for (const p of gone) {
    const copy = cloneJson(p.result);
    detachResult(copy, p.run);
    rules.rehome(copy, p.run);
    copy.baselineState = "absent";
    results.push(copy);
  }
}

// ../sarif/src/reported.ts
init_define_HEDDLE_BUILD_INFO();
function sameSpan(a, b) {
  return !!a && !!b && a.path === b.path && a.startLine === b.startLine && a.startColumn === b.startColumn;
}
function reportingThread(r) {
  const byLocation = r.threads.find((t) => sameSpan(t.events.at(-1)?.location.span, r.primary?.span));
  if (byLocation) return byLocation;
  return r.heddle.thread === void 0 ? void 0 : r.threads.find((t) => t.id === `T${r.heddle.thread}`);
}
function reportedEvent(r) {
  return reportingThread(r)?.events.at(-1);
}
var API_FUNCTION = /\bheddle_[A-Za-z][A-Za-z0-9_]*/;
function reportedCall(r) {
  const { access, accessSize, detail } = r.heddle;
  const event = reportedEvent(r);
  const callEvent = !!event && (event.kinds.includes("call") || /\bcall\b/.test(event.message ?? ""));
  if (access !== "call" && !(accessSize === 0 && (detail !== void 0 || callEvent))) return void 0;
  const candidates = [...event?.stack.map((f) => f.functionName) ?? [], event?.message, detail];
  const functionName = candidates.map((text) => text?.match(API_FUNCTION)?.[0]).find((name) => name !== void 0);
  return functionName !== void 0 ? { functionName } : {};
}

// ../sarif/src/views/lsp.ts
init_define_HEDDLE_BUILD_INFO();

// ../node_modules/vscode-languageserver-types/lib/esm/main.js
init_define_HEDDLE_BUILD_INFO();
var DocumentUri;
(function(DocumentUri2) {
  function is(value) {
    return typeof value === "string";
  }
  DocumentUri2.is = is;
})(DocumentUri || (DocumentUri = {}));
var URI;
(function(URI2) {
  function is(value) {
    return typeof value === "string";
  }
  URI2.is = is;
})(URI || (URI = {}));
var integer;
(function(integer2) {
  integer2.MIN_VALUE = -2147483648;
  integer2.MAX_VALUE = 2147483647;
  function is(value) {
    return typeof value === "number" && integer2.MIN_VALUE <= value && value <= integer2.MAX_VALUE;
  }
  integer2.is = is;
})(integer || (integer = {}));
var uinteger;
(function(uinteger2) {
  uinteger2.MIN_VALUE = 0;
  uinteger2.MAX_VALUE = 2147483647;
  function is(value) {
    return typeof value === "number" && uinteger2.MIN_VALUE <= value && value <= uinteger2.MAX_VALUE;
  }
  uinteger2.is = is;
})(uinteger || (uinteger = {}));
var Position;
(function(Position2) {
  function create(line, character) {
    if (line === Number.MAX_VALUE) {
      line = uinteger.MAX_VALUE;
    }
    if (character === Number.MAX_VALUE) {
      character = uinteger.MAX_VALUE;
    }
    return { line, character };
  }
  Position2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.uinteger(candidate2.line) && Is.uinteger(candidate2.character);
  }
  Position2.is = is;
})(Position || (Position = {}));
var Range;
(function(Range2) {
  function create(one, two, three, four) {
    if (Is.uinteger(one) && Is.uinteger(two) && Is.uinteger(three) && Is.uinteger(four)) {
      return { start: Position.create(one, two), end: Position.create(three, four) };
    } else if (Position.is(one) && Position.is(two)) {
      return { start: one, end: two };
    } else {
      throw new Error(`Range#create called with invalid arguments[${one}, ${two}, ${three}, ${four}]`);
    }
  }
  Range2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Position.is(candidate2.start) && Position.is(candidate2.end);
  }
  Range2.is = is;
})(Range || (Range = {}));
var Location;
(function(Location2) {
  function create(uri, range) {
    return { uri, range };
  }
  Location2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Range.is(candidate2.range) && (Is.string(candidate2.uri) || Is.undefined(candidate2.uri));
  }
  Location2.is = is;
})(Location || (Location = {}));
var LocationLink;
(function(LocationLink2) {
  function create(targetUri, targetRange, targetSelectionRange, originSelectionRange) {
    return { targetUri, targetRange, targetSelectionRange, originSelectionRange };
  }
  LocationLink2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Range.is(candidate2.targetRange) && Is.string(candidate2.targetUri) && Range.is(candidate2.targetSelectionRange) && (Range.is(candidate2.originSelectionRange) || Is.undefined(candidate2.originSelectionRange));
  }
  LocationLink2.is = is;
})(LocationLink || (LocationLink = {}));
var Color;
(function(Color2) {
  function create(red, green, blue, alpha) {
    return {
      red,
      green,
      blue,
      alpha
    };
  }
  Color2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.numberRange(candidate2.red, 0, 1) && Is.numberRange(candidate2.green, 0, 1) && Is.numberRange(candidate2.blue, 0, 1) && Is.numberRange(candidate2.alpha, 0, 1);
  }
  Color2.is = is;
})(Color || (Color = {}));
var ColorInformation;
(function(ColorInformation2) {
  function create(range, color) {
    return {
      range,
      color
    };
  }
  ColorInformation2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Range.is(candidate2.range) && Color.is(candidate2.color);
  }
  ColorInformation2.is = is;
})(ColorInformation || (ColorInformation = {}));
var ColorPresentation;
(function(ColorPresentation2) {
  function create(label, textEdit, additionalTextEdits) {
    return {
      label,
      textEdit,
      additionalTextEdits
    };
  }
  ColorPresentation2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.string(candidate2.label) && (Is.undefined(candidate2.textEdit) || TextEdit.is(candidate2)) && (Is.undefined(candidate2.additionalTextEdits) || Is.typedArray(candidate2.additionalTextEdits, TextEdit.is));
  }
  ColorPresentation2.is = is;
})(ColorPresentation || (ColorPresentation = {}));
var FoldingRangeKind;
(function(FoldingRangeKind2) {
  FoldingRangeKind2.Comment = "comment";
  FoldingRangeKind2.Imports = "imports";
  FoldingRangeKind2.Region = "region";
})(FoldingRangeKind || (FoldingRangeKind = {}));
var FoldingRange;
(function(FoldingRange2) {
  function create(startLine, endLine, startCharacter, endCharacter, kind, collapsedText) {
    const result = {
      startLine,
      endLine
    };
    if (Is.defined(startCharacter)) {
      result.startCharacter = startCharacter;
    }
    if (Is.defined(endCharacter)) {
      result.endCharacter = endCharacter;
    }
    if (Is.defined(kind)) {
      result.kind = kind;
    }
    if (Is.defined(collapsedText)) {
      result.collapsedText = collapsedText;
    }
    return result;
  }
  FoldingRange2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.uinteger(candidate2.startLine) && Is.uinteger(candidate2.startLine) && (Is.undefined(candidate2.startCharacter) || Is.uinteger(candidate2.startCharacter)) && (Is.undefined(candidate2.endCharacter) || Is.uinteger(candidate2.endCharacter)) && (Is.undefined(candidate2.kind) || Is.string(candidate2.kind));
  }
  FoldingRange2.is = is;
})(FoldingRange || (FoldingRange = {}));
var DiagnosticRelatedInformation;
(function(DiagnosticRelatedInformation2) {
  function create(location, message) {
    return {
      location,
      message
    };
  }
  DiagnosticRelatedInformation2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Location.is(candidate2.location) && Is.string(candidate2.message);
  }
  DiagnosticRelatedInformation2.is = is;
})(DiagnosticRelatedInformation || (DiagnosticRelatedInformation = {}));
var DiagnosticSeverity;
(function(DiagnosticSeverity2) {
  DiagnosticSeverity2.Error = 1;
  DiagnosticSeverity2.Warning = 2;
  DiagnosticSeverity2.Information = 3;
  DiagnosticSeverity2.Hint = 4;
})(DiagnosticSeverity || (DiagnosticSeverity = {}));
var DiagnosticTag;
(function(DiagnosticTag2) {
  DiagnosticTag2.Unnecessary = 1;
  DiagnosticTag2.Deprecated = 2;
})(DiagnosticTag || (DiagnosticTag = {}));
var CodeDescription;
(function(CodeDescription2) {
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.string(candidate2.href);
  }
  CodeDescription2.is = is;
})(CodeDescription || (CodeDescription = {}));
var Diagnostic;
(function(Diagnostic2) {
  function create(range, message, severity2, code, source, relatedInformation) {
    const result = { range, message };
    if (Is.defined(severity2)) {
      result.severity = severity2;
    }
    if (Is.defined(code)) {
      result.code = code;
    }
    if (Is.defined(source)) {
      result.source = source;
    }
    if (Is.defined(relatedInformation)) {
      result.relatedInformation = relatedInformation;
    }
    return result;
  }
  Diagnostic2.create = create;
  function is(value) {
    var _a;
    const candidate2 = value;
    return Is.defined(candidate2) && Range.is(candidate2.range) && (Is.string(candidate2.message) || MarkupContent.is(candidate2.message)) && (Is.number(candidate2.severity) || Is.undefined(candidate2.severity)) && (Is.integer(candidate2.code) || Is.string(candidate2.code) || Is.undefined(candidate2.code)) && (Is.undefined(candidate2.codeDescription) || Is.string((_a = candidate2.codeDescription) === null || _a === void 0 ? void 0 : _a.href)) && (Is.string(candidate2.source) || Is.undefined(candidate2.source)) && (Is.undefined(candidate2.relatedInformation) || Is.typedArray(candidate2.relatedInformation, DiagnosticRelatedInformation.is));
  }
  Diagnostic2.is = is;
  function is3_17(value) {
    return Is.string(value.message);
  }
  Diagnostic2.is3_17 = is3_17;
  function getMessageString(diagnostic) {
    if (Is.string(diagnostic.message)) {
      return diagnostic.message;
    } else if (MarkupContent.is(diagnostic.message)) {
      return diagnostic.message.value;
    } else {
      throw new Error(`Unknown message type ${typeof diagnostic.message}`);
    }
  }
  Diagnostic2.getMessageString = getMessageString;
})(Diagnostic || (Diagnostic = {}));
var Command;
(function(Command2) {
  function create(title, command, ...args) {
    const result = { title, command };
    if (Is.defined(args) && args.length > 0) {
      result.arguments = args;
    }
    return result;
  }
  Command2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.title) && (candidate2.tooltip === void 0 || Is.string(candidate2.tooltip)) && Is.string(candidate2.command);
  }
  Command2.is = is;
})(Command || (Command = {}));
var TextEdit;
(function(TextEdit2) {
  function replace(range, newText) {
    return { range, newText };
  }
  TextEdit2.replace = replace;
  function insert(position, newText) {
    return { range: { start: position, end: position }, newText };
  }
  TextEdit2.insert = insert;
  function del(range) {
    return { range, newText: "" };
  }
  TextEdit2.del = del;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.string(candidate2.newText) && Range.is(candidate2.range);
  }
  TextEdit2.is = is;
})(TextEdit || (TextEdit = {}));
var ChangeAnnotation;
(function(ChangeAnnotation2) {
  function create(label, needsConfirmation, description) {
    const result = { label };
    if (needsConfirmation !== void 0) {
      result.needsConfirmation = needsConfirmation;
    }
    if (description !== void 0) {
      result.description = description;
    }
    return result;
  }
  ChangeAnnotation2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Is.string(candidate2.label) && (Is.boolean(candidate2.needsConfirmation) || candidate2.needsConfirmation === void 0) && (Is.string(candidate2.description) || candidate2.description === void 0);
  }
  ChangeAnnotation2.is = is;
})(ChangeAnnotation || (ChangeAnnotation = {}));
var ChangeAnnotationIdentifier;
(function(ChangeAnnotationIdentifier2) {
  function is(value) {
    const candidate2 = value;
    return Is.string(candidate2);
  }
  ChangeAnnotationIdentifier2.is = is;
})(ChangeAnnotationIdentifier || (ChangeAnnotationIdentifier = {}));
var AnnotatedTextEdit;
(function(AnnotatedTextEdit2) {
  function replace(range, newText, annotation) {
    return { range, newText, annotationId: annotation };
  }
  AnnotatedTextEdit2.replace = replace;
  function insert(position, newText, annotation) {
    return { range: { start: position, end: position }, newText, annotationId: annotation };
  }
  AnnotatedTextEdit2.insert = insert;
  function del(range, annotation) {
    return { range, newText: "", annotationId: annotation };
  }
  AnnotatedTextEdit2.del = del;
  function is(value) {
    const candidate2 = value;
    return TextEdit.is(candidate2) && (ChangeAnnotation.is(candidate2.annotationId) || ChangeAnnotationIdentifier.is(candidate2.annotationId));
  }
  AnnotatedTextEdit2.is = is;
})(AnnotatedTextEdit || (AnnotatedTextEdit = {}));
var TextDocumentEdit;
(function(TextDocumentEdit2) {
  function create(textDocument, edits) {
    return { textDocument, edits };
  }
  TextDocumentEdit2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && OptionalVersionedTextDocumentIdentifier.is(candidate2.textDocument) && Array.isArray(candidate2.edits);
  }
  TextDocumentEdit2.is = is;
})(TextDocumentEdit || (TextDocumentEdit = {}));
var CreateFile;
(function(CreateFile2) {
  function create(uri, options, annotation) {
    const result = {
      kind: "create",
      uri
    };
    if (options !== void 0 && (options.overwrite !== void 0 || options.ignoreIfExists !== void 0)) {
      result.options = options;
    }
    if (annotation !== void 0) {
      result.annotationId = annotation;
    }
    return result;
  }
  CreateFile2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && candidate2.kind === "create" && Is.string(candidate2.uri) && (candidate2.options === void 0 || (candidate2.options.overwrite === void 0 || Is.boolean(candidate2.options.overwrite)) && (candidate2.options.ignoreIfExists === void 0 || Is.boolean(candidate2.options.ignoreIfExists))) && (candidate2.annotationId === void 0 || ChangeAnnotationIdentifier.is(candidate2.annotationId));
  }
  CreateFile2.is = is;
})(CreateFile || (CreateFile = {}));
var RenameFile;
(function(RenameFile2) {
  function create(oldUri, newUri, options, annotation) {
    const result = {
      kind: "rename",
      oldUri,
      newUri
    };
    if (options !== void 0 && (options.overwrite !== void 0 || options.ignoreIfExists !== void 0)) {
      result.options = options;
    }
    if (annotation !== void 0) {
      result.annotationId = annotation;
    }
    return result;
  }
  RenameFile2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && candidate2.kind === "rename" && Is.string(candidate2.oldUri) && Is.string(candidate2.newUri) && (candidate2.options === void 0 || (candidate2.options.overwrite === void 0 || Is.boolean(candidate2.options.overwrite)) && (candidate2.options.ignoreIfExists === void 0 || Is.boolean(candidate2.options.ignoreIfExists))) && (candidate2.annotationId === void 0 || ChangeAnnotationIdentifier.is(candidate2.annotationId));
  }
  RenameFile2.is = is;
})(RenameFile || (RenameFile = {}));
var DeleteFile;
(function(DeleteFile2) {
  function create(uri, options, annotation) {
    const result = {
      kind: "delete",
      uri
    };
    if (options !== void 0 && (options.recursive !== void 0 || options.ignoreIfNotExists !== void 0)) {
      result.options = options;
    }
    if (annotation !== void 0) {
      result.annotationId = annotation;
    }
    return result;
  }
  DeleteFile2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && candidate2.kind === "delete" && Is.string(candidate2.uri) && (candidate2.options === void 0 || (candidate2.options.recursive === void 0 || Is.boolean(candidate2.options.recursive)) && (candidate2.options.ignoreIfNotExists === void 0 || Is.boolean(candidate2.options.ignoreIfNotExists))) && (candidate2.annotationId === void 0 || ChangeAnnotationIdentifier.is(candidate2.annotationId));
  }
  DeleteFile2.is = is;
})(DeleteFile || (DeleteFile = {}));
var WorkspaceEdit;
(function(WorkspaceEdit2) {
  function is(value) {
    const candidate2 = value;
    return candidate2 && (candidate2.changes !== void 0 || candidate2.documentChanges !== void 0) && (candidate2.documentChanges === void 0 || candidate2.documentChanges.every((change) => {
      if (Is.string(change.kind)) {
        return CreateFile.is(change) || RenameFile.is(change) || DeleteFile.is(change);
      } else {
        return TextDocumentEdit.is(change);
      }
    }));
  }
  WorkspaceEdit2.is = is;
})(WorkspaceEdit || (WorkspaceEdit = {}));
var SnippetTextEdit;
(function(SnippetTextEdit2) {
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Range.is(candidate2.range) && StringValue.isSnippet(candidate2.snippet) && (candidate2.annotationId === void 0 || (ChangeAnnotation.is(candidate2.annotationId) || ChangeAnnotationIdentifier.is(candidate2.annotationId)));
  }
  SnippetTextEdit2.is = is;
})(SnippetTextEdit || (SnippetTextEdit = {}));
var TextDocumentIdentifier;
(function(TextDocumentIdentifier2) {
  function create(uri) {
    return { uri };
  }
  TextDocumentIdentifier2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.uri);
  }
  TextDocumentIdentifier2.is = is;
})(TextDocumentIdentifier || (TextDocumentIdentifier = {}));
var VersionedTextDocumentIdentifier;
(function(VersionedTextDocumentIdentifier2) {
  function create(uri, version) {
    return { uri, version };
  }
  VersionedTextDocumentIdentifier2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.uri) && Is.integer(candidate2.version);
  }
  VersionedTextDocumentIdentifier2.is = is;
})(VersionedTextDocumentIdentifier || (VersionedTextDocumentIdentifier = {}));
var OptionalVersionedTextDocumentIdentifier;
(function(OptionalVersionedTextDocumentIdentifier2) {
  function create(uri, version) {
    return { uri, version };
  }
  OptionalVersionedTextDocumentIdentifier2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.uri) && (candidate2.version === null || Is.integer(candidate2.version));
  }
  OptionalVersionedTextDocumentIdentifier2.is = is;
})(OptionalVersionedTextDocumentIdentifier || (OptionalVersionedTextDocumentIdentifier = {}));
var LanguageKind;
(function(LanguageKind2) {
  LanguageKind2.ABAP = "abap";
  LanguageKind2.WindowsBat = "bat";
  LanguageKind2.BibTeX = "bibtex";
  LanguageKind2.Clojure = "clojure";
  LanguageKind2.Coffeescript = "coffeescript";
  LanguageKind2.C = "c";
  LanguageKind2.CPP = "cpp";
  LanguageKind2.CSharp = "csharp";
  LanguageKind2.CSS = "css";
  LanguageKind2.D = "d";
  LanguageKind2.Delphi = "pascal";
  LanguageKind2.Diff = "diff";
  LanguageKind2.Dart = "dart";
  LanguageKind2.Dockerfile = "dockerfile";
  LanguageKind2.Elixir = "elixir";
  LanguageKind2.Erlang = "erlang";
  LanguageKind2.FSharp = "fsharp";
  LanguageKind2.GitCommit = "git-commit";
  LanguageKind2.GitRebase = "git-rebase";
  LanguageKind2.Go = "go";
  LanguageKind2.Groovy = "groovy";
  LanguageKind2.Handlebars = "handlebars";
  LanguageKind2.Haskell = "haskell";
  LanguageKind2.HTML = "html";
  LanguageKind2.Ini = "ini";
  LanguageKind2.Java = "java";
  LanguageKind2.JavaScript = "javascript";
  LanguageKind2.JavaScriptReact = "javascriptreact";
  LanguageKind2.JSON = "json";
  LanguageKind2.LaTeX = "latex";
  LanguageKind2.Less = "less";
  LanguageKind2.Lua = "lua";
  LanguageKind2.Makefile = "makefile";
  LanguageKind2.Markdown = "markdown";
  LanguageKind2.ObjectiveC = "objective-c";
  LanguageKind2.ObjectiveCPP = "objective-cpp";
  LanguageKind2.Pascal = "pascal";
  LanguageKind2.Perl = "perl";
  LanguageKind2.Perl6 = "perl6";
  LanguageKind2.PHP = "php";
  LanguageKind2.Plaintext = "plaintext";
  LanguageKind2.Powershell = "powershell";
  LanguageKind2.Pug = "jade";
  LanguageKind2.Python = "python";
  LanguageKind2.R = "r";
  LanguageKind2.Razor = "razor";
  LanguageKind2.Ruby = "ruby";
  LanguageKind2.Rust = "rust";
  LanguageKind2.SCSS = "scss";
  LanguageKind2.SASS = "sass";
  LanguageKind2.Scala = "scala";
  LanguageKind2.ShaderLab = "shaderlab";
  LanguageKind2.ShellScript = "shellscript";
  LanguageKind2.SQL = "sql";
  LanguageKind2.Swift = "swift";
  LanguageKind2.TypeScript = "typescript";
  LanguageKind2.TypeScriptReact = "typescriptreact";
  LanguageKind2.TeX = "tex";
  LanguageKind2.VisualBasic = "vb";
  LanguageKind2.XML = "xml";
  LanguageKind2.XSL = "xsl";
  LanguageKind2.YAML = "yaml";
})(LanguageKind || (LanguageKind = {}));
var TextDocumentItem;
(function(TextDocumentItem2) {
  function create(uri, languageId, version, text) {
    return { uri, languageId, version, text };
  }
  TextDocumentItem2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.uri) && Is.string(candidate2.languageId) && Is.integer(candidate2.version) && Is.string(candidate2.text);
  }
  TextDocumentItem2.is = is;
})(TextDocumentItem || (TextDocumentItem = {}));
var MarkupKind;
(function(MarkupKind2) {
  MarkupKind2.PlainText = "plaintext";
  MarkupKind2.Markdown = "markdown";
  function is(value) {
    const candidate2 = value;
    return candidate2 === MarkupKind2.PlainText || candidate2 === MarkupKind2.Markdown;
  }
  MarkupKind2.is = is;
})(MarkupKind || (MarkupKind = {}));
var MarkupContent;
(function(MarkupContent2) {
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(value) && MarkupKind.is(candidate2.kind) && Is.string(candidate2.value);
  }
  MarkupContent2.is = is;
})(MarkupContent || (MarkupContent = {}));
var CompletionItemKind;
(function(CompletionItemKind2) {
  CompletionItemKind2.Text = 1;
  CompletionItemKind2.Method = 2;
  CompletionItemKind2.Function = 3;
  CompletionItemKind2.Constructor = 4;
  CompletionItemKind2.Field = 5;
  CompletionItemKind2.Variable = 6;
  CompletionItemKind2.Class = 7;
  CompletionItemKind2.Interface = 8;
  CompletionItemKind2.Module = 9;
  CompletionItemKind2.Property = 10;
  CompletionItemKind2.Unit = 11;
  CompletionItemKind2.Value = 12;
  CompletionItemKind2.Enum = 13;
  CompletionItemKind2.Keyword = 14;
  CompletionItemKind2.Snippet = 15;
  CompletionItemKind2.Color = 16;
  CompletionItemKind2.File = 17;
  CompletionItemKind2.Reference = 18;
  CompletionItemKind2.Folder = 19;
  CompletionItemKind2.EnumMember = 20;
  CompletionItemKind2.Constant = 21;
  CompletionItemKind2.Struct = 22;
  CompletionItemKind2.Event = 23;
  CompletionItemKind2.Operator = 24;
  CompletionItemKind2.TypeParameter = 25;
})(CompletionItemKind || (CompletionItemKind = {}));
var InsertTextFormat;
(function(InsertTextFormat2) {
  InsertTextFormat2.PlainText = 1;
  InsertTextFormat2.Snippet = 2;
})(InsertTextFormat || (InsertTextFormat = {}));
var CompletionItemTag;
(function(CompletionItemTag2) {
  CompletionItemTag2.Deprecated = 1;
})(CompletionItemTag || (CompletionItemTag = {}));
var InsertReplaceEdit;
(function(InsertReplaceEdit2) {
  function create(newText, insert, replace) {
    return { newText, insert, replace };
  }
  InsertReplaceEdit2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && Is.string(candidate2.newText) && Range.is(candidate2.insert) && Range.is(candidate2.replace);
  }
  InsertReplaceEdit2.is = is;
})(InsertReplaceEdit || (InsertReplaceEdit = {}));
var InsertTextMode;
(function(InsertTextMode2) {
  InsertTextMode2.asIs = 1;
  InsertTextMode2.adjustIndentation = 2;
})(InsertTextMode || (InsertTextMode = {}));
var ApplyKind;
(function(ApplyKind2) {
  ApplyKind2.Replace = 1;
  ApplyKind2.Merge = 2;
})(ApplyKind || (ApplyKind = {}));
var CompletionItemLabelDetails;
(function(CompletionItemLabelDetails2) {
  function is(value) {
    const candidate2 = value;
    return candidate2 && (Is.string(candidate2.detail) || candidate2.detail === void 0) && (Is.string(candidate2.description) || candidate2.description === void 0);
  }
  CompletionItemLabelDetails2.is = is;
})(CompletionItemLabelDetails || (CompletionItemLabelDetails = {}));
var CompletionItem;
(function(CompletionItem2) {
  function create(label) {
    return { label };
  }
  CompletionItem2.create = create;
})(CompletionItem || (CompletionItem = {}));
var CompletionList;
(function(CompletionList2) {
  function create(items, isIncomplete) {
    return { items: items ? items : [], isIncomplete: !!isIncomplete };
  }
  CompletionList2.create = create;
})(CompletionList || (CompletionList = {}));
var MarkedString;
(function(MarkedString2) {
  function fromPlainText(plainText) {
    return plainText.replace(/[\\`*_{}[\]()#+\-.!]/g, "\\$&");
  }
  MarkedString2.fromPlainText = fromPlainText;
  function is(value) {
    const candidate2 = value;
    return Is.string(candidate2) || Is.objectLiteral(candidate2) && Is.string(candidate2.language) && Is.string(candidate2.value);
  }
  MarkedString2.is = is;
})(MarkedString || (MarkedString = {}));
var Hover;
(function(Hover2) {
  function is(value) {
    const candidate2 = value;
    return !!candidate2 && Is.objectLiteral(candidate2) && (MarkupContent.is(candidate2.contents) || MarkedString.is(candidate2.contents) || Is.typedArray(candidate2.contents, MarkedString.is)) && (value.range === void 0 || Range.is(value.range));
  }
  Hover2.is = is;
})(Hover || (Hover = {}));
var ParameterInformation;
(function(ParameterInformation2) {
  function create(label, documentation) {
    return documentation ? { label, documentation } : { label };
  }
  ParameterInformation2.create = create;
})(ParameterInformation || (ParameterInformation = {}));
var SignatureInformation;
(function(SignatureInformation2) {
  function create(label, documentation, ...parameters) {
    const result = { label };
    if (Is.defined(documentation)) {
      result.documentation = documentation;
    }
    if (Is.defined(parameters)) {
      result.parameters = parameters;
    } else {
      result.parameters = [];
    }
    return result;
  }
  SignatureInformation2.create = create;
})(SignatureInformation || (SignatureInformation = {}));
var DocumentHighlightKind;
(function(DocumentHighlightKind2) {
  DocumentHighlightKind2.Text = 1;
  DocumentHighlightKind2.Read = 2;
  DocumentHighlightKind2.Write = 3;
})(DocumentHighlightKind || (DocumentHighlightKind = {}));
var DocumentHighlight;
(function(DocumentHighlight2) {
  function create(range, kind) {
    const result = { range };
    if (Is.number(kind)) {
      result.kind = kind;
    }
    return result;
  }
  DocumentHighlight2.create = create;
})(DocumentHighlight || (DocumentHighlight = {}));
var SymbolKind;
(function(SymbolKind2) {
  SymbolKind2.File = 1;
  SymbolKind2.Module = 2;
  SymbolKind2.Namespace = 3;
  SymbolKind2.Package = 4;
  SymbolKind2.Class = 5;
  SymbolKind2.Method = 6;
  SymbolKind2.Property = 7;
  SymbolKind2.Field = 8;
  SymbolKind2.Constructor = 9;
  SymbolKind2.Enum = 10;
  SymbolKind2.Interface = 11;
  SymbolKind2.Function = 12;
  SymbolKind2.Variable = 13;
  SymbolKind2.Constant = 14;
  SymbolKind2.String = 15;
  SymbolKind2.Number = 16;
  SymbolKind2.Boolean = 17;
  SymbolKind2.Array = 18;
  SymbolKind2.Object = 19;
  SymbolKind2.Key = 20;
  SymbolKind2.Null = 21;
  SymbolKind2.EnumMember = 22;
  SymbolKind2.Struct = 23;
  SymbolKind2.Event = 24;
  SymbolKind2.Operator = 25;
  SymbolKind2.TypeParameter = 26;
})(SymbolKind || (SymbolKind = {}));
var SymbolTag;
(function(SymbolTag2) {
  SymbolTag2.Deprecated = 1;
})(SymbolTag || (SymbolTag = {}));
var SymbolInformation;
(function(SymbolInformation2) {
  function create(name, kind, range, uri, containerName) {
    const result = {
      name,
      kind,
      location: { uri, range }
    };
    if (containerName) {
      result.containerName = containerName;
    }
    return result;
  }
  SymbolInformation2.create = create;
})(SymbolInformation || (SymbolInformation = {}));
var WorkspaceSymbol;
(function(WorkspaceSymbol2) {
  function create(name, kind, uri, range) {
    return range !== void 0 ? { name, kind, location: { uri, range } } : { name, kind, location: { uri } };
  }
  WorkspaceSymbol2.create = create;
})(WorkspaceSymbol || (WorkspaceSymbol = {}));
var DocumentSymbol;
(function(DocumentSymbol2) {
  function create(name, detail, kind, range, selectionRange, children) {
    const result = {
      name,
      detail,
      kind,
      range,
      selectionRange
    };
    if (children !== void 0) {
      result.children = children;
    }
    return result;
  }
  DocumentSymbol2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && Is.string(candidate2.name) && Is.number(candidate2.kind) && Range.is(candidate2.range) && Range.is(candidate2.selectionRange) && (candidate2.detail === void 0 || Is.string(candidate2.detail)) && (candidate2.deprecated === void 0 || Is.boolean(candidate2.deprecated)) && (candidate2.children === void 0 || Array.isArray(candidate2.children)) && (candidate2.tags === void 0 || Array.isArray(candidate2.tags));
  }
  DocumentSymbol2.is = is;
})(DocumentSymbol || (DocumentSymbol = {}));
var CodeActionKind;
(function(CodeActionKind2) {
  CodeActionKind2.Empty = "";
  CodeActionKind2.QuickFix = "quickfix";
  CodeActionKind2.Refactor = "refactor";
  CodeActionKind2.RefactorExtract = "refactor.extract";
  CodeActionKind2.RefactorInline = "refactor.inline";
  CodeActionKind2.RefactorMove = "refactor.move";
  CodeActionKind2.RefactorRewrite = "refactor.rewrite";
  CodeActionKind2.Source = "source";
  CodeActionKind2.SourceOrganizeImports = "source.organizeImports";
  CodeActionKind2.SourceFixAll = "source.fixAll";
  CodeActionKind2.Notebook = "notebook";
})(CodeActionKind || (CodeActionKind = {}));
var CodeActionTriggerKind;
(function(CodeActionTriggerKind2) {
  CodeActionTriggerKind2.Invoked = 1;
  CodeActionTriggerKind2.Automatic = 2;
})(CodeActionTriggerKind || (CodeActionTriggerKind = {}));
var CodeActionContext;
(function(CodeActionContext2) {
  function create(diagnostics, only, triggerKind) {
    const result = { diagnostics };
    if (only !== void 0 && only !== null) {
      result.only = only;
    }
    if (triggerKind !== void 0 && triggerKind !== null) {
      result.triggerKind = triggerKind;
    }
    return result;
  }
  CodeActionContext2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.typedArray(candidate2.diagnostics, Diagnostic.is) && (candidate2.only === void 0 || Is.typedArray(candidate2.only, Is.string)) && (candidate2.triggerKind === void 0 || candidate2.triggerKind === CodeActionTriggerKind.Invoked || candidate2.triggerKind === CodeActionTriggerKind.Automatic);
  }
  CodeActionContext2.is = is;
})(CodeActionContext || (CodeActionContext = {}));
var CodeActionTag;
(function(CodeActionTag2) {
  CodeActionTag2.LLMGenerated = 1;
  function is(value) {
    return Is.defined(value) && value === CodeActionTag2.LLMGenerated;
  }
  CodeActionTag2.is = is;
})(CodeActionTag || (CodeActionTag = {}));
var CodeAction;
(function(CodeAction2) {
  function create(title, kindOrCommandOrEdit, kind) {
    const result = { title };
    let checkKind = true;
    if (typeof kindOrCommandOrEdit === "string") {
      checkKind = false;
      result.kind = kindOrCommandOrEdit;
    } else if (Command.is(kindOrCommandOrEdit)) {
      result.command = kindOrCommandOrEdit;
    } else {
      result.edit = kindOrCommandOrEdit;
    }
    if (checkKind && kind !== void 0) {
      result.kind = kind;
    }
    return result;
  }
  CodeAction2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 && Is.string(candidate2.title) && (candidate2.diagnostics === void 0 || Is.typedArray(candidate2.diagnostics, Diagnostic.is)) && (candidate2.kind === void 0 || Is.string(candidate2.kind)) && (candidate2.edit !== void 0 || candidate2.command !== void 0) && (candidate2.command === void 0 || Command.is(candidate2.command)) && (candidate2.isPreferred === void 0 || Is.boolean(candidate2.isPreferred)) && (candidate2.edit === void 0 || WorkspaceEdit.is(candidate2.edit)) && (candidate2.tags === void 0 || Is.typedArray(candidate2.tags, CodeActionTag.is));
  }
  CodeAction2.is = is;
})(CodeAction || (CodeAction = {}));
var CodeLens;
(function(CodeLens2) {
  function create(range, data) {
    const result = { range };
    if (Is.defined(data)) {
      result.data = data;
    }
    return result;
  }
  CodeLens2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Range.is(candidate2.range) && (Is.undefined(candidate2.command) || Command.is(candidate2.command));
  }
  CodeLens2.is = is;
})(CodeLens || (CodeLens = {}));
var FormattingOptions;
(function(FormattingOptions2) {
  function create(tabSize, insertSpaces) {
    return { tabSize, insertSpaces };
  }
  FormattingOptions2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.uinteger(candidate2.tabSize) && Is.boolean(candidate2.insertSpaces);
  }
  FormattingOptions2.is = is;
})(FormattingOptions || (FormattingOptions = {}));
var DocumentLink;
(function(DocumentLink2) {
  function create(range, target, data) {
    return { range, target, data };
  }
  DocumentLink2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Range.is(candidate2.range) && (Is.undefined(candidate2.target) || Is.string(candidate2.target));
  }
  DocumentLink2.is = is;
})(DocumentLink || (DocumentLink = {}));
var SelectionRange;
(function(SelectionRange2) {
  function create(range, parent) {
    return { range, parent };
  }
  SelectionRange2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Range.is(candidate2.range) && (candidate2.parent === void 0 || SelectionRange2.is(candidate2.parent));
  }
  SelectionRange2.is = is;
})(SelectionRange || (SelectionRange = {}));
var SemanticTokenTypes;
(function(SemanticTokenTypes2) {
  SemanticTokenTypes2["namespace"] = "namespace";
  SemanticTokenTypes2["type"] = "type";
  SemanticTokenTypes2["class"] = "class";
  SemanticTokenTypes2["enum"] = "enum";
  SemanticTokenTypes2["interface"] = "interface";
  SemanticTokenTypes2["struct"] = "struct";
  SemanticTokenTypes2["typeParameter"] = "typeParameter";
  SemanticTokenTypes2["parameter"] = "parameter";
  SemanticTokenTypes2["variable"] = "variable";
  SemanticTokenTypes2["property"] = "property";
  SemanticTokenTypes2["enumMember"] = "enumMember";
  SemanticTokenTypes2["event"] = "event";
  SemanticTokenTypes2["function"] = "function";
  SemanticTokenTypes2["method"] = "method";
  SemanticTokenTypes2["macro"] = "macro";
  SemanticTokenTypes2["keyword"] = "keyword";
  SemanticTokenTypes2["modifier"] = "modifier";
  SemanticTokenTypes2["comment"] = "comment";
  SemanticTokenTypes2["string"] = "string";
  SemanticTokenTypes2["number"] = "number";
  SemanticTokenTypes2["regexp"] = "regexp";
  SemanticTokenTypes2["operator"] = "operator";
  SemanticTokenTypes2["decorator"] = "decorator";
  SemanticTokenTypes2["label"] = "label";
})(SemanticTokenTypes || (SemanticTokenTypes = {}));
var SemanticTokenModifiers;
(function(SemanticTokenModifiers2) {
  SemanticTokenModifiers2["declaration"] = "declaration";
  SemanticTokenModifiers2["definition"] = "definition";
  SemanticTokenModifiers2["readonly"] = "readonly";
  SemanticTokenModifiers2["static"] = "static";
  SemanticTokenModifiers2["deprecated"] = "deprecated";
  SemanticTokenModifiers2["abstract"] = "abstract";
  SemanticTokenModifiers2["async"] = "async";
  SemanticTokenModifiers2["modification"] = "modification";
  SemanticTokenModifiers2["documentation"] = "documentation";
  SemanticTokenModifiers2["defaultLibrary"] = "defaultLibrary";
})(SemanticTokenModifiers || (SemanticTokenModifiers = {}));
var SemanticTokens;
(function(SemanticTokens2) {
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && (candidate2.resultId === void 0 || typeof candidate2.resultId === "string") && Array.isArray(candidate2.data) && (candidate2.data.length === 0 || typeof candidate2.data[0] === "number");
  }
  SemanticTokens2.is = is;
})(SemanticTokens || (SemanticTokens = {}));
var InlineValueText;
(function(InlineValueText2) {
  function create(range, text) {
    return { range, text };
  }
  InlineValueText2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 !== void 0 && candidate2 !== null && Range.is(candidate2.range) && Is.string(candidate2.text);
  }
  InlineValueText2.is = is;
})(InlineValueText || (InlineValueText = {}));
var InlineValueVariableLookup;
(function(InlineValueVariableLookup2) {
  function create(range, variableName, caseSensitiveLookup) {
    return { range, variableName, caseSensitiveLookup };
  }
  InlineValueVariableLookup2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 !== void 0 && candidate2 !== null && Range.is(candidate2.range) && Is.boolean(candidate2.caseSensitiveLookup) && (Is.string(candidate2.variableName) || candidate2.variableName === void 0);
  }
  InlineValueVariableLookup2.is = is;
})(InlineValueVariableLookup || (InlineValueVariableLookup = {}));
var InlineValueEvaluatableExpression;
(function(InlineValueEvaluatableExpression2) {
  function create(range, expression) {
    return { range, expression };
  }
  InlineValueEvaluatableExpression2.create = create;
  function is(value) {
    const candidate2 = value;
    return candidate2 !== void 0 && candidate2 !== null && Range.is(candidate2.range) && (Is.string(candidate2.expression) || candidate2.expression === void 0);
  }
  InlineValueEvaluatableExpression2.is = is;
})(InlineValueEvaluatableExpression || (InlineValueEvaluatableExpression = {}));
var InlineValueContext;
(function(InlineValueContext2) {
  function create(frameId, stoppedLocation) {
    return { frameId, stoppedLocation };
  }
  InlineValueContext2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Range.is(value.stoppedLocation);
  }
  InlineValueContext2.is = is;
})(InlineValueContext || (InlineValueContext = {}));
var InlayHintKind;
(function(InlayHintKind2) {
  InlayHintKind2.Type = 1;
  InlayHintKind2.Parameter = 2;
  function is(value) {
    return value === 1 || value === 2;
  }
  InlayHintKind2.is = is;
})(InlayHintKind || (InlayHintKind = {}));
var InlayHintLabelPart;
(function(InlayHintLabelPart2) {
  function create(value) {
    return { value };
  }
  InlayHintLabelPart2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && (candidate2.tooltip === void 0 || Is.string(candidate2.tooltip) || MarkupContent.is(candidate2.tooltip)) && (candidate2.location === void 0 || Location.is(candidate2.location)) && (candidate2.command === void 0 || Command.is(candidate2.command));
  }
  InlayHintLabelPart2.is = is;
})(InlayHintLabelPart || (InlayHintLabelPart = {}));
var InlayHint;
(function(InlayHint2) {
  function create(position, label, kind) {
    const result = { position, label };
    if (kind !== void 0) {
      result.kind = kind;
    }
    return result;
  }
  InlayHint2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && Position.is(candidate2.position) && (Is.string(candidate2.label) || Is.typedArray(candidate2.label, InlayHintLabelPart.is)) && (candidate2.kind === void 0 || InlayHintKind.is(candidate2.kind)) && candidate2.textEdits === void 0 || Is.typedArray(candidate2.textEdits, TextEdit.is) && (candidate2.tooltip === void 0 || Is.string(candidate2.tooltip) || MarkupContent.is(candidate2.tooltip)) && (candidate2.paddingLeft === void 0 || Is.boolean(candidate2.paddingLeft)) && (candidate2.paddingRight === void 0 || Is.boolean(candidate2.paddingRight));
  }
  InlayHint2.is = is;
})(InlayHint || (InlayHint = {}));
var StringValue;
(function(StringValue2) {
  function createSnippet(value) {
    return { kind: "snippet", value };
  }
  StringValue2.createSnippet = createSnippet;
  function isSnippet(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && candidate2.kind === "snippet" && Is.string(candidate2.value);
  }
  StringValue2.isSnippet = isSnippet;
})(StringValue || (StringValue = {}));
var InlineCompletionItem;
(function(InlineCompletionItem2) {
  function create(insertText, filterText, range, command) {
    return { insertText, filterText, range, command };
  }
  InlineCompletionItem2.create = create;
})(InlineCompletionItem || (InlineCompletionItem = {}));
var InlineCompletionList;
(function(InlineCompletionList2) {
  function create(items) {
    return { items };
  }
  InlineCompletionList2.create = create;
})(InlineCompletionList || (InlineCompletionList = {}));
var InlineCompletionTriggerKind;
(function(InlineCompletionTriggerKind2) {
  InlineCompletionTriggerKind2.Invoked = 1;
  InlineCompletionTriggerKind2.Automatic = 2;
})(InlineCompletionTriggerKind || (InlineCompletionTriggerKind = {}));
var SelectedCompletionInfo;
(function(SelectedCompletionInfo2) {
  function create(range, text) {
    return { range, text };
  }
  SelectedCompletionInfo2.create = create;
})(SelectedCompletionInfo || (SelectedCompletionInfo = {}));
var InlineCompletionContext;
(function(InlineCompletionContext2) {
  function create(triggerKind, selectedCompletionInfo) {
    return { triggerKind, selectedCompletionInfo };
  }
  InlineCompletionContext2.create = create;
})(InlineCompletionContext || (InlineCompletionContext = {}));
var WorkspaceFolder;
(function(WorkspaceFolder2) {
  function is(value) {
    const candidate2 = value;
    return Is.objectLiteral(candidate2) && URI.is(candidate2.uri) && Is.string(candidate2.name);
  }
  WorkspaceFolder2.is = is;
})(WorkspaceFolder || (WorkspaceFolder = {}));
var TextDocument;
(function(TextDocument2) {
  function create(uri, languageId, version, content) {
    return new FullTextDocument(uri, languageId, version, content);
  }
  TextDocument2.create = create;
  function is(value) {
    const candidate2 = value;
    return Is.defined(candidate2) && Is.string(candidate2.uri) && (Is.undefined(candidate2.languageId) || Is.string(candidate2.languageId)) && Is.uinteger(candidate2.lineCount) && Is.func(candidate2.getText) && Is.func(candidate2.positionAt) && Is.func(candidate2.offsetAt) ? true : false;
  }
  TextDocument2.is = is;
  function applyEdits(document, edits) {
    let text = document.getText();
    const sortedEdits = mergeSort(edits, (a, b) => {
      const diff = a.range.start.line - b.range.start.line;
      if (diff === 0) {
        return a.range.start.character - b.range.start.character;
      }
      return diff;
    });
    let lastModifiedOffset = text.length;
    for (let i = sortedEdits.length - 1; i >= 0; i--) {
      const e = sortedEdits[i];
      const startOffset = document.offsetAt(e.range.start);
      const endOffset = document.offsetAt(e.range.end);
      if (endOffset <= lastModifiedOffset) {
        text = text.substring(0, startOffset) + e.newText + text.substring(endOffset, text.length);
      } else {
        throw new Error("Overlapping edit");
      }
      lastModifiedOffset = startOffset;
    }
    return text;
  }
  TextDocument2.applyEdits = applyEdits;
  function mergeSort(data, compare) {
    if (data.length <= 1) {
      return data;
    }
    const p = data.length / 2 | 0;
    const left = data.slice(0, p);
    const right = data.slice(p);
    mergeSort(left, compare);
    mergeSort(right, compare);
    let leftIdx = 0;
    let rightIdx = 0;
    let i = 0;
    while (leftIdx < left.length && rightIdx < right.length) {
      const ret = compare(left[leftIdx], right[rightIdx]);
      if (ret <= 0) {
        data[i++] = left[leftIdx++];
      } else {
        data[i++] = right[rightIdx++];
      }
    }
    while (leftIdx < left.length) {
      data[i++] = left[leftIdx++];
    }
    while (rightIdx < right.length) {
      data[i++] = right[rightIdx++];
    }
    return data;
  }
})(TextDocument || (TextDocument = {}));
var FullTextDocument = class {
  constructor(uri, languageId, version, content) {
    this._uri = uri;
    this._languageId = languageId;
    this._version = version;
    this._content = content;
    this._lineOffsets = void 0;
  }
  get uri() {
    return this._uri;
  }
  get languageId() {
    return this._languageId;
  }
  get version() {
    return this._version;
  }
  getText(range) {
    if (range) {
      const start = this.offsetAt(range.start);
      const end = this.offsetAt(range.end);
      return this._content.substring(start, end);
    }
    return this._content;
  }
  update(event, version) {
    this._content = event.text;
    this._version = version;
    this._lineOffsets = void 0;
  }
  getLineOffsets() {
    if (this._lineOffsets === void 0) {
      const lineOffsets = [];
      const text = this._content;
      let isLineStart = true;
      for (let i = 0; i < text.length; i++) {
        if (isLineStart) {
          lineOffsets.push(i);
          isLineStart = false;
        }
        const ch = text.charAt(i);
        isLineStart = ch === "\r" || ch === "\n";
        if (ch === "\r" && i + 1 < text.length && text.charAt(i + 1) === "\n") {
          i++;
        }
      }
      if (isLineStart && text.length > 0) {
        lineOffsets.push(text.length);
      }
      this._lineOffsets = lineOffsets;
    }
    return this._lineOffsets;
  }
  positionAt(offset) {
    offset = Math.max(Math.min(offset, this._content.length), 0);
    const lineOffsets = this.getLineOffsets();
    let low = 0, high = lineOffsets.length;
    if (high === 0) {
      return Position.create(0, offset);
    }
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (lineOffsets[mid] > offset) {
        high = mid;
      } else {
        low = mid + 1;
      }
    }
    const line = low - 1;
    return Position.create(line, offset - lineOffsets[line]);
  }
  offsetAt(position) {
    const lineOffsets = this.getLineOffsets();
    if (position.line >= lineOffsets.length) {
      return this._content.length;
    } else if (position.line < 0) {
      return 0;
    }
    const lineOffset = lineOffsets[position.line];
    const nextLineOffset = position.line + 1 < lineOffsets.length ? lineOffsets[position.line + 1] : this._content.length;
    return Math.max(Math.min(lineOffset + position.character, nextLineOffset), lineOffset);
  }
  get lineCount() {
    return this.getLineOffsets().length;
  }
};
var Is;
(function(Is2) {
  const toString = Object.prototype.toString;
  function defined(value) {
    return typeof value !== "undefined";
  }
  Is2.defined = defined;
  function undefined2(value) {
    return typeof value === "undefined";
  }
  Is2.undefined = undefined2;
  function boolean(value) {
    return value === true || value === false;
  }
  Is2.boolean = boolean;
  function string(value) {
    return toString.call(value) === "[object String]";
  }
  Is2.string = string;
  function number(value) {
    return toString.call(value) === "[object Number]";
  }
  Is2.number = number;
  function numberRange(value, min, max) {
    return toString.call(value) === "[object Number]" && min <= value && value <= max;
  }
  Is2.numberRange = numberRange;
  function integer2(value) {
    return toString.call(value) === "[object Number]" && -2147483648 <= value && value <= 2147483647;
  }
  Is2.integer = integer2;
  function uinteger2(value) {
    return toString.call(value) === "[object Number]" && 0 <= value && value <= 2147483647;
  }
  Is2.uinteger = uinteger2;
  function func(value) {
    return toString.call(value) === "[object Function]";
  }
  Is2.func = func;
  function objectLiteral(value) {
    return value !== null && typeof value === "object";
  }
  Is2.objectLiteral = objectLiteral;
  function typedArray(value, check) {
    return Array.isArray(value) && value.every(check);
  }
  Is2.typedArray = typedArray;
})(Is || (Is = {}));

// ../sarif/src/views/lsp.ts
var LINE_END = 2 ** 31 - 1;
var SEVERITY = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  note: DiagnosticSeverity.Information,
  none: DiagnosticSeverity.Hint
};

// ../sarif/src/views/github.ts
init_define_HEDDLE_BUILD_INFO();
import { isAbsolute as isAbsolute3, relative as relative3, sep as sep3 } from "node:path";

// ../sarif/src/views/text.ts
init_define_HEDDLE_BUILD_INFO();
function frameLine(frame, n, event) {
  const where = frame.binary ? `(${frame.binary.module}${frame.binary.offset !== void 0 ? `+0x${frame.binary.offset.toString(16)}` : ""})` : frame.span ? formatSpan(frame.span) : "<unknown location>";
  const fn = frame.functionName ? `${frame.functionName} ` : "";
  const repeats = frame.message === frame.functionName || frame.message === event.message;
  const note = frame.message && !repeats ? `  (${frame.message})` : "";
  return `      #${n} ${fn}${where}${note}`;
}
function eventLines(event) {
  const order = event.executionOrder !== void 0 ? `[${event.executionOrder}] ` : "";
  return [`    ${order}${event.message ?? "step"}:`, ...event.stack.map((frame, n) => frameLine(frame, n, event))];
}
function accessLine(r) {
  const { access, accessSize, thread } = r.heddle;
  const by = thread !== void 0 ? ` by thread T${thread}` : "";
  const call = reportedCall(r);
  if (call) return `  Call: ${call.functionName ?? "heddle API"}${by}`;
  if (access === void 0) return void 0;
  return `  Access: ${access}${accessSize !== void 0 ? ` of size ${accessSize}` : ""}${by}`;
}
function heddleFacts(r) {
  const { object, objectSize, policy, owner, detail } = r.heddle;
  const lines = [];
  if (object !== void 0 || policy !== void 0) {
    const details = [objectSize !== void 0 && `${objectSize} bytes`, policy && `policy ${policy}`, owner !== void 0 && `owner T${owner}`].filter(Boolean).join(", ");
    lines.push(`  Object: ${object ?? "<unnamed>"}${details ? ` (${details})` : ""}`);
  }
  const access = accessLine(r);
  if (access) lines.push(access);
  if (detail && !r.message.includes(detail)) lines.push(`  Detail: ${detail}`);
  return lines;
}
function renderResultText(r) {
  const at = r.primary?.span ? ` at ${formatSpan(r.primary.span)}` : "";
  const lines = [`${r.level.toUpperCase()}: ${r.toolName}: ${r.ruleId}${at}${r.baselineState ? ` [${r.baselineState}]` : ""}`];
  for (const line of r.message.split("\n")) lines.push(`  ${line}`);
  lines.push(...heddleFacts(r));
  for (const thread of r.threads) {
    lines.push(`  ${thread.name}:`);
    for (const event of thread.events) lines.push(...eventLines(event));
  }
  const related = r.related.filter((l) => l.span);
  if (related.length > 0) {
    lines.push("  Related locations:");
    for (const l of related) lines.push(`    ${l.message ?? "related"}: ${formatSpan(l.span)}`);
  }
  const fn = r.primary?.functionName ?? (reportedEvent(r) ?? r.threads.find((t) => t.events.length > 0)?.events.at(-1))?.location.functionName;
  lines.push(`SUMMARY: ${r.toolName}: ${r.ruleId}${r.primary?.span ? ` ${formatSpan(r.primary.span)}` : ""}${fn ? ` in ${fn}` : ""}`);
  return lines.join("\n");
}

// ../sarif/src/views/github.ts
var LEVELS = { error: "failure", warning: "warning", note: "notice", none: "notice" };
function repoPath(path, srcRoot) {
  const rel = isAbsolute3(path) && srcRoot ? relative3(srcRoot, path) : path;
  return rel.split(sep3).join("/");
}
function toGithubAnnotation(r, srcRoot) {
  const span = r.primary?.span;
  if (!span) return void 0;
  const oneLine = span.endLine === span.startLine;
  return {
    path: repoPath(span.path, srcRoot),
    start_line: span.startLine,
    end_line: span.endLine,
    ...oneLine && span.startColumn !== void 0 && { start_column: span.startColumn },
    // SARIF endColumn is exclusive, GitHub's end_column inclusive.
    ...oneLine && span.startColumn !== void 0 && span.endColumn !== void 0 && { end_column: Math.max(span.startColumn, span.endColumn - 1) },
    annotation_level: LEVELS[r.level],
    title: truncateChars(`${r.ruleId}: ${r.title}`, MAX_ANNOTATION_TITLE_CHARS),
    message: truncateUtf8(r.message, MAX_ANNOTATION_TEXT_BYTES),
    raw_details: truncateUtf8(renderResultText(r), MAX_ANNOTATION_TEXT_BYTES)
  };
}
function checkRunBatches(annotations) {
  const batches = [];
  for (let i = 0; i < annotations.length; i += MAX_CHECK_ANNOTATIONS_PER_REQUEST) {
    batches.push(annotations.slice(i, i + MAX_CHECK_ANNOTATIONS_PER_REQUEST));
  }
  return batches;
}
var escapeData = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
var escapeProperty = (s) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
var COMMANDS = { failure: "error", warning: "warning", notice: "notice" };
function formatWorkflowCommand(a) {
  const props = [
    ["file", a.path],
    ["line", a.start_line],
    ["endLine", a.end_line],
    ["col", a.start_column],
    ["endColumn", a.end_column],
    ["title", a.title]
  ];
  const list = props.filter(([, v]) => v !== void 0).map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
  return `::${COMMANDS[a.annotation_level]} ${list}::${escapeData(a.message)}`;
}

export {
  __require,
  __esm,
  __commonJS,
  __export,
  __toESM,
  __toCommonJS,
  init_define_HEDDLE_BUILD_INFO,
  ANNOTATION_SUGGESTION_RULE,
  MAX_ANNOTATIONS_PER_LEVEL_PER_STEP,
  MAX_ANNOTATIONS_PER_JOB,
  MAX_CHECK_SUMMARY_CHARS,
  MAX_STEP_SUMMARY_BYTES,
  MAX_ANNOTATION_TEXT_BYTES,
  MAX_ANNOTATION_TITLE_CHARS,
  SarifInputError,
  readSarifFile,
  readSarifFileSync,
  sourceLocation,
  SarifLogBuilder,
  serializeSarif,
  writeSarifFile,
  levelRank,
  byImportance,
  artifactFilePath,
  resolveResults,
  mergeLogs,
  invocationOutcomes,
  noteworthyInvocations,
  compareWithBaseline,
  utf8Bytes,
  linesBytes,
  linesThatFit,
  truncateUtf8,
  truncateChars,
  toGithubAnnotation,
  checkRunBatches,
  formatWorkflowCommand,
  escapeCell,
  inlineCode,
  renderInvocationsMarkdown,
  renderMarkdown,
  buildInfo,
  versionLine
};

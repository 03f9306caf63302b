package ovvi.sim.server;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import ovvi.sim.vt.Screen;

/**
 * herdr's key names (pane.send_keys) encoded for the pane's input modes, legacy xterm style
 * (normal or application cursor keys). Home, End, PageUp, PageDown, Delete and Insert are not key
 * names in herdr (PROTOCOL.md §13.14).
 */
final class Keys {

    private static final Map<String, String> PUNCTUATION = Map.ofEntries(Map.entry("minus", "-"),
            Map.entry("comma", ","), Map.entry("period", "."), Map.entry("slash", "/"), Map.entry("backslash", "\\"),
            Map.entry("quote", "'"), Map.entry("double_quote", "\""), Map.entry("semicolon", ";"),
            Map.entry("colon", ":"), Map.entry("percent", "%"), Map.entry("ampersand", "&"),
            Map.entry("backtick", "`"), Map.entry("plus", "+"));
    private static final String ESC = "\u001b";

    private Keys() {
    }

    /** Validates all keys first; one bad name sends nothing. */
    static String encode(List<String> keys, Screen screen) {
        StringBuilder out = new StringBuilder();
        for (String k : keys) {
            out.append(encode(k, screen.appCursor(), screen.kittyFlags() != 0));
        }
        return out.toString();
    }

    private static ApiError unsupported(String key) {
        return new ApiError("invalid_key", "unsupported key " + key);
    }

    static String encode(String spec, boolean appCursor, boolean kitty) {
        if (spec.equals("+")) {
            return "+";
        }
        String s = spec;
        if (s.matches("C-.")) {
            s = "ctrl+" + s.substring(2);
        }
        boolean ctrl = false, shift = false, alt = false;
        String[] parts = s.split("\\+", -1);
        if (parts.length == 0 || parts[parts.length - 1].isEmpty()) {
            throw unsupported(spec);
        }
        for (int i = 0; i < parts.length - 1; i++) {
            switch (parts[i].toLowerCase(Locale.ROOT)) {
                case "ctrl", "control" -> ctrl = true;
                case "shift" -> shift = true;
                case "alt", "option", "meta" -> alt = true;
                case "cmd", "command", "super", "hyper" -> {
                    // not representable in legacy encoding; the key itself still goes
                }
                default -> throw unsupported(spec);
            }
        }
        String key = parts[parts.length - 1];
        String lower = key.toLowerCase(Locale.ROOT);
        int mod = 1 + (shift ? 1 : 0) + (alt ? 2 : 0) + (ctrl ? 4 : 0);
        String altPrefix = alt ? ESC : "";
        if (kitty) {
            String k = kittyKey(lower, key, mod, shift);
            if (k != null) {
                return k;
            }
        }
        switch (lower) {
            case "enter", "return" -> {
                return altPrefix + "\r";
            }
            case "esc", "escape" -> {
                return altPrefix + ESC;
            }
            case "tab" -> {
                return shift ? ESC + "[Z" : altPrefix + "\t";
            }
            case "backspace", "bs" -> {
                return altPrefix + (ctrl ? "\b" : "\u007f");
            }
            case "space" -> {
                return altPrefix + (ctrl ? "\0" : " ");
            }
            case "up", "down", "right", "left" -> {
                char c = "ABCD".charAt(List.of("up", "down", "right", "left").indexOf(lower));
                if (mod > 1) {
                    return ESC + "[1;" + mod + c;
                }
                return ESC + (appCursor ? "O" : "[") + c;
            }
            default -> {
            }
        }
        if (lower.matches("f([1-9]|1[0-2])")) {
            return functionKey(lower, mod);
        }
        return character(spec, key, lower, ctrl, shift, alt, altPrefix);
    }

    /**
     * The kitty protocol's "disambiguate" encoding (CSI code;mods u) for the keys legacy encoding
     * cannot tell apart: Escape, and Enter/Tab/Backspace or characters with Ctrl or Alt. Other
     * keys keep their legacy bytes, as kitty specifies.
     */
    private static String kittyKey(String lower, String key, int mod, boolean shift) {
        int code;
        switch (lower) {
            case "esc", "escape" -> code = 27;
            case "enter", "return" -> code = 13;
            case "tab" -> code = 9;
            case "backspace", "bs" -> code = 127;
            case "space" -> code = 32;
            default -> {
                String ch = PUNCTUATION.getOrDefault(lower, key.codePointCount(0, key.length()) == 1 ? key : null);
                if (ch == null || lower.matches("f([1-9]|1[0-2])") || List.of("up", "down", "left", "right").contains(lower)) {
                    return null;
                }
                int cp = ch.codePointAt(0);
                int m = mod + (Character.isUpperCase(cp) && !shift ? 1 : 0);
                if ((m - 1 & ~1) == 0) {
                    return null; // plain or shifted text goes as text
                }
                code = Character.toLowerCase(cp);
                return ESC + "[" + code + ";" + m + "u";
            }
        }
        if (code != 27 && mod == 1) {
            return null;
        }
        return ESC + "[" + code + (mod > 1 ? ";" + mod : "") + "u";
    }

    private static String functionKey(String lower, int mod) {
        int n = Integer.parseInt(lower.substring(1));
        if (n <= 4) {
            char c = "PQRS".charAt(n - 1);
            return mod > 1 ? ESC + "[1;" + mod + c : ESC + "O" + c;
        }
        int code = new int[] {15, 17, 18, 19, 20, 21, 23, 24}[n - 5];
        return ESC + "[" + code + (mod > 1 ? ";" + mod : "") + "~";
    }

    private static String character(String spec, String key, String lower, boolean ctrl, boolean shift, boolean alt,
            String altPrefix) {
        String ch = PUNCTUATION.getOrDefault(lower, key.codePointCount(0, key.length()) == 1 ? key : null);
        if (ch == null) {
            throw unsupported(spec);
        }
        if (ch.length() == 1 && Character.isUpperCase(ch.charAt(0))) {
            shift = true;
        }
        if (shift && ch.length() == 1 && Character.isLetter(ch.charAt(0))) {
            ch = ch.toUpperCase(Locale.ROOT);
        }
        if (ctrl && ch.length() == 1) {
            char c = Character.toUpperCase(ch.charAt(0));
            if (c >= '@' && c <= '_') {
                ch = String.valueOf((char) (c - '@'));
            } else if (c == '?') {
                ch = "\u007f";
            }
        }
        return altPrefix + ch;
    }
}

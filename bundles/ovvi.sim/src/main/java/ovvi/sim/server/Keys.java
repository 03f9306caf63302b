package ovvi.sim.server;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import ovvi.sim.vt.Screen;

/**
 * herdr's key names (pane.send_keys, PROTOCOL.md §5.4) encoded for the pane's input modes: legacy
 * xterm style (normal or application cursor keys) or the kitty keyboard protocol once the program
 * asked for it. Modifiers are ctrl, shift, alt, cmd/super and hyper; the modifier parameter of a
 * CSI key counts them as xterm and kitty do (1 + shift 1, alt 2, ctrl 4, super 8, hyper 16). A
 * plain character has no legacy form for super or hyper and goes without them. Home, End, PageUp,
 * PageDown, Delete and Insert are not key names in herdr (§13.14).
 */
final class Keys {

	private static final Map<String, String> PUNCTUATION = Map.ofEntries(Map.entry("minus", "-"),
			Map.entry("comma", ","), Map.entry("period", "."), Map.entry("slash", "/"), Map.entry("backslash", "\\"),
			Map.entry("quote", "'"), Map.entry("double_quote", "\""), Map.entry("semicolon", ";"),
			Map.entry("colon", ":"), Map.entry("percent", "%"), Map.entry("ampersand", "&"),
			Map.entry("backtick", "`"), Map.entry("plus", "+"));
	private static final String ESC = "\u001b";
	/** f1 … f35: kitty's range, the widest any terminal encodes. */
	private static final java.util.regex.Pattern FUNCTION_KEY = java.util.regex.Pattern.compile("f([1-9]|[12][0-9]|3[0-5])");

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
		int extra = 0; // super and hyper: only keys with a modifier parameter can carry them
		String[] parts = s.split("\\+", -1);
		if (parts.length == 0 || parts[parts.length - 1].isEmpty()) {
			throw unsupported(spec);
		}
		for (int i = 0; i < parts.length - 1; i++) {
			switch (parts[i].toLowerCase(Locale.ROOT)) {
			case "ctrl", "control" -> ctrl = true;
			case "shift" -> shift = true;
			case "alt", "option", "meta" -> alt = true;
			case "cmd", "command", "super" -> extra |= 8;
			case "hyper" -> extra |= 16;
			default -> throw unsupported(spec);
			}
		}
		String key = parts[parts.length - 1];
		String lower = key.toLowerCase(Locale.ROOT);
		int mod = 1 + (shift ? 1 : 0) + (alt ? 2 : 0) + (ctrl ? 4 : 0) + extra;
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
		if (FUNCTION_KEY.matcher(lower).matches()) {
			return functionKey(Integer.parseInt(lower.substring(1)), mod);
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
			if (ch == null || FUNCTION_KEY.matcher(lower).matches() || List.of("up", "down", "left", "right").contains(lower)) {
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

	/**
	 * F1–F4 as SS3 (CSI 1;mod with modifiers), F5–F20 with their VT220 codes. F21–F35 have no
	 * legacy code: they go in kitty's form (CSI 57376+n-13 u), the only encoding terminals define.
	 */
	private static String functionKey(int n, int mod) {
		if (n <= 4) {
			char c = "PQRS".charAt(n - 1);
			return mod > 1 ? ESC + "[1;" + mod + c : ESC + "O" + c;
		}
		if (n <= 20) {
			int code = new int[] { 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34 }[n - 5];
			return ESC + "[" + code + (mod > 1 ? ";" + mod : "") + "~";
		}
		return ESC + "[" + (57376 + n - 13) + (mod > 1 ? ";" + mod : "") + "u";
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

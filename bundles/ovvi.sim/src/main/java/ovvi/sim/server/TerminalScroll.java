package ovvi.sim.server;

import com.google.gson.JsonElement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import ovvi.sim.vt.Screen;

/**
 * terminal.scroll and terminal.mouse as herdr 0.9.2's terminal session control decodes them
 * ({@code src/client/terminal_sessions.rs}): to the program when it asked for them, else herdr's
 * viewport. Field errors read as serde's, after "invalid json command: ".
 */
final class TerminalScroll {

	/** The code of a line herdr's CLI ignores with a note on stderr; only its message is shown. */
	private static final String IGNORED = "ignored";
	private static final long U8 = 0xFF;
	private static final long U16 = 0xFFFF;

	private TerminalScroll() {
	}

	/** {@code {direction: up|down, lines: u16 > 0, source?: wheel|page_key, column?, row?, modifiers?: u8}} */
	static void apply(Terminal t, Params p) throws IOException {
		String direction = variant(p, "direction", true, "up", "down");
		long lines = required(p, "lines", U16);
		String source = variant(p, "source", false, "wheel", "page_key");
		Long column = optional(p, "column", U16);
		Long row = optional(p, "row", U16);
		long modifiers = orZero(optional(p, "modifiers", U8));
		if (lines == 0) {
			throw new ApiError(IGNORED, "terminal.scroll lines must be greater than 0");
		}
		Screen s = t.process.screen;
		boolean up = direction.equals("up");
		if ("page_key".equals(source) && s.altScreen()) {
			t.process.write((up ? "\u001b[5~" : "\u001b[6~").getBytes(StandardCharsets.US_ASCII));
			return;
		}
		if (!"page_key".equals(source) && s.mouseReporting()) {
			s.setViewOffset(0);
			t.process.write(mouseEvent(s, (up ? 64 : 65) + modifierBits(modifiers), orZero(column), orZero(row), true));
			return;
		}
		if (!"page_key".equals(source) && s.altScreen() && s.alternateScroll()) {
			s.setViewOffset(0);
			String key = s.appCursor() ? (up ? "\u001bOA" : "\u001bOB") : (up ? "\u001b[A" : "\u001b[B");
			t.process.write(key.getBytes(StandardCharsets.US_ASCII));
			return;
		}
		s.setViewOffset(s.viewOffset() + (int) (up ? lines : -lines));
	}

	/**
	 * {@code {action: down|up|drag|move, button?: left|right|middle (left), column: u16, row: u16,
	 * modifiers?: u8}}: herdr encodes it for the program's mouse mode and drops it when the
	 * program asked for no reports of that kind.
	 */
	static void mouse(Terminal t, Params p) throws IOException {
		String action = variant(p, "action", true, "down", "up", "drag", "move");
		String button = variant(p, "button", false, "left", "right", "middle");
		long column = required(p, "column", U16);
		long row = required(p, "row", U16);
		long modifiers = orZero(optional(p, "modifiers", U8));
		Screen s = t.process.screen;
		boolean reported = switch (action) {
		case "drag" -> s.mouseDrags();
		case "move" -> s.mouseMoves();
		default -> s.mouseReporting();
		};
		if (!reported) {
			return;
		}
		int code = button == null ? 0 : switch (button) {
		case "middle" -> 1;
		case "right" -> 2;
		default -> 0;
		};
		if (action.equals("drag")) {
			code += 32;
		} else if (action.equals("move")) {
			code = 35;
		}
		t.process.write(mouseEvent(s, code + modifierBits(modifiers), column, row, !action.equals("up")));
	}

	/** crossterm's modifier bits (1 shift, 2 ctrl, 4 alt) as xterm's report adds them (4, 16, 8). */
	private static int modifierBits(long modifiers) {
		return ((modifiers & 1) != 0 ? 4 : 0) + ((modifiers & 4) != 0 ? 8 : 0) + ((modifiers & 2) != 0 ? 16 : 0);
	}

	private static byte[] mouseEvent(Screen s, int code, long column, long row, boolean press) {
		if (s.mouseSgr()) {
			return ("\u001b[<" + code + ";" + (column + 1) + ";" + (row + 1) + (press ? "M" : "m"))
					.getBytes(StandardCharsets.US_ASCII);
		}
		int c = press ? code : 3 | (code & 28);
		return new byte[] { 0x1b, '[', 'M', (byte) (32 + c), (byte) Math.min(255, 33 + column), (byte) Math.min(255, 33 + row) };
	}

	private static long required(Params p, String key, long max) {
		Long value = optional(p, key, max);
		if (value == null) {
			throw invalidJson("missing field `" + key + "`");
		}
		return value;
	}

	/** An unsigned integer no larger than {@code max}, as serde decodes a u8 or u16. */
	private static Long optional(Params p, String key, long max) {
		String type = max == U8 ? "u8" : "u16";
		if (!p.has(key)) {
			return null;
		}
		JsonElement e = p.raw().get(key);
		if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
			throw invalidJson("invalid type: " + e + ", expected " + type);
		}
		double d = e.getAsDouble();
		if (d != Math.floor(d)) {
			throw invalidJson("invalid type: floating point `" + e + "`, expected " + type);
		}
		if (d < 0 || d > max) {
			throw invalidJson("invalid value: integer `" + e + "`, expected " + type);
		}
		return e.getAsLong();
	}

	private static ApiError invalidJson(String serdeError) {
		return new ApiError(IGNORED, "invalid json command: " + serdeError);
	}

	private static long orZero(Long value) {
		return value == null ? 0 : value;
	}

	/** One of a serde enum's snake_case variants, with serde's words for a missing or unknown one. */
	private static String variant(Params p, String key, boolean required, String... variants) {
		if (!p.has(key)) {
			if (required) {
				throw invalidJson("missing field `" + key + "`");
			}
			return null;
		}
		JsonElement e = p.raw().get(key);
		if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
			throw invalidJson("invalid type: " + e + ", expected a variant");
		}
		String value = e.getAsString();
		if (java.util.List.of(variants).contains(value)) {
			return value;
		}
		String names = Dispatcher.oneOf(java.util.List.of(variants));
		throw invalidJson("unknown variant `" + value + "`, expected "
				+ (variants.length == 2 ? "`" + variants[0] + "` or `" + variants[1] + "`" : "one of " + names));
	}
}

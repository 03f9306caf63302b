package ovvi.herdr.terminal;

import java.util.Base64;

import com.google.gson.JsonObject;

/** One line for a control stream's stdin (herdr's terminal session commands). */
public record TerminalInput(JsonObject json) {

	public enum Direction { UP, DOWN }

	/** Where a scroll comes from: a wheel or trackpad, or the page keys. */
	public enum ScrollSource { WHEEL, PAGE_KEY }

	public enum MouseButton { LEFT, MIDDLE, RIGHT }

	public enum MouseAction { DOWN, UP, DRAG, MOVE }

	/** Modifier bits as herdr takes them for scrolls and mouse events. */
	public static final int SHIFT = 1;
	public static final int CTRL = 2;
	public static final int ALT = 4;

	/** Text typed, pasted or IME-composed, plain Enter, Tab and Backspace. */
	public static TerminalInput text(String text) {
		JsonObject json = command("terminal.input");
		json.addProperty("text", text);
		return new TerminalInput(json);
	}

	public static TerminalInput bytes(byte[] bytes) {
		JsonObject json = command("terminal.input");
		json.addProperty("bytes", Base64.getEncoder().encodeToString(bytes));
		return new TerminalInput(json);
	}

	/** A new grid; herdr answers every resize, even to the same size, with a full frame. */
	public static TerminalInput resize(int cols, int rows, int cellWidthPx, int cellHeightPx) {
		if (cols < 1 || rows < 1 || cols > 65535 || rows > 65535) {
			throw new IllegalArgumentException("a terminal grid needs 1-65535 columns and rows, not " + cols + "x" + rows);
		}
		JsonObject json = command("terminal.resize");
		json.addProperty("cols", cols);
		json.addProperty("rows", rows);
		json.addProperty("cell_width_px", cellWidthPx);
		json.addProperty("cell_height_px", cellHeightPx);
		return new TerminalInput(json);
	}

	/** Up or down only: herdr has no sideways scroll. */
	public static TerminalInput scroll(Direction direction, int lines, ScrollSource source, int column, int row, int modifiers) {
		JsonObject json = command("terminal.scroll");
		json.addProperty("direction", direction == Direction.UP ? "up" : "down");
		json.addProperty("lines", Math.max(1, Math.min(lines, 65535)));
		json.addProperty("source", source == ScrollSource.WHEEL ? "wheel" : "page_key");
		json.addProperty("column", cell(column));
		json.addProperty("row", cell(row));
		json.addProperty("modifiers", modifiers);
		return new TerminalInput(json);
	}

	/**
	 * A mouse event at a 0-based cell, as herdr 0.9.2's terminal.mouse: herdr encodes it for the
	 * program's own mouse mode and drops it when the program asked for no mouse reports, so a
	 * click never types anything into a shell. A move names no button. herdr 0.8.2 has no
	 * terminal.mouse and ignores the line (PROTOCOL.md §9.3).
	 *
	 * @param modifiers {@link #SHIFT}, {@link #CTRL}, {@link #ALT}, as for scrolls
	 */
	public static TerminalInput mouse(MouseButton button, MouseAction action, int column, int row, int modifiers) {
		JsonObject json = command("terminal.mouse");
		json.addProperty("action", switch (action) {
		case DOWN -> "down";
		case UP -> "up";
		case DRAG -> "drag";
		case MOVE -> "move";
		});
		if (action != MouseAction.MOVE) {
			json.addProperty("button", switch (button) {
			case LEFT -> "left";
			case MIDDLE -> "middle";
			case RIGHT -> "right";
			});
		}
		json.addProperty("column", cell(column));
		json.addProperty("row", cell(row));
		json.addProperty("modifiers", modifiers);
		return new TerminalInput(json);
	}

	/** herdr takes cell positions as u16. */
	private static int cell(int position) {
		return Math.max(0, Math.min(position, 65535));
	}

	/** A graceful detach, as closing stdin is. */
	public static TerminalInput release() {
		return new TerminalInput(command("terminal.release"));
	}

	private static JsonObject command(String type) {
		JsonObject json = new JsonObject();
		json.addProperty("type", type);
		return json;
	}

	public String line() {
		return json.toString();
	}
}

package ovvi.terminal;

import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.SWT;

/**
 * Decides how a key press reaches the pane. Typing (text, plain Enter, Tab and Backspace) stays
 * with the terminal widget, which writes it on the stream. Special keys (arrows, Esc, function
 * keys, chords with Ctrl or Alt) go to herdr by name, because their bytes depend on the
 * program's input modes and herdr encodes them for those. herdr 0.8.2 names no Home, End, Page
 * Up/Down, Delete or Insert, so those go as xterm's bytes.
 */
public final class HerdrKeys {

	private static final Map<Integer, String> NAMED = Map.ofEntries(
			Map.entry(SWT.ARROW_UP, "up"), Map.entry(SWT.ARROW_DOWN, "down"),
			Map.entry(SWT.ARROW_LEFT, "left"), Map.entry(SWT.ARROW_RIGHT, "right"),
			Map.entry((int) SWT.ESC, "escape"), Map.entry((int) SWT.CR, "enter"),
			Map.entry(SWT.KEYPAD_CR, "enter"), Map.entry((int) SWT.TAB, "tab"),
			Map.entry((int) SWT.BS, "backspace"), Map.entry((int) ' ', "space"));

	/** xterm's codes: the letter of a CSI-letter key or the number of a CSI-number-tilde key. */
	private static final Map<Integer, String> UNNAMED = Map.of(
			SWT.HOME, "H", SWT.END, "F", SWT.PAGE_UP, "5~", SWT.PAGE_DOWN, "6~",
			(int) SWT.DEL, "3~", SWT.INSERT, "2~");

	/** Characters herdr's key grammar names rather than takes as they are. */
	private static final Map<Character, String> PUNCTUATION = Map.ofEntries(
			Map.entry('-', "minus"), Map.entry(',', "comma"), Map.entry('.', "period"),
			Map.entry('/', "slash"), Map.entry('\\', "backslash"), Map.entry('\'', "quote"),
			Map.entry('"', "double_quote"), Map.entry(';', "semicolon"), Map.entry(':', "colon"),
			Map.entry('%', "percent"), Map.entry('&', "ampersand"), Map.entry('`', "backtick"),
			Map.entry('+', "plus"));

	private HerdrKeys() {
	}

	/**
	 * How the key with this SWT key code, character and modifier mask reaches the pane; empty when
	 * it is typing that the terminal widget sends itself.
	 */
	public static Optional<TerminalKey> route(int keyCode, char character, int stateMask) {
		boolean ctrl = (stateMask & SWT.CTRL) != 0;
		boolean alt = (stateMask & SWT.ALT) != 0;
		boolean shift = (stateMask & SWT.SHIFT) != 0;
		if ((keyCode & SWT.MODIFIER_MASK) != 0 && keyCode == (keyCode & SWT.MODIFIER_MASK)) {
			return Optional.empty();
		}
		String unnamed = UNNAMED.get(keyCode);
		if (unnamed != null) {
			return Optional.of(new TerminalKey.Bytes(xterm(unnamed, shift, alt, ctrl)));
		}
		if (keyCode >= SWT.F1 && keyCode <= SWT.F20) {
			return Optional.of(named("f" + (keyCode - SWT.F1 + 1), ctrl, alt, shift));
		}
		String name = NAMED.get(keyCode);
		boolean chord = ctrl || alt;
		if (name != null) {
			boolean typing = !chord && (keyCode == ' ' || !shift && (keyCode == SWT.CR
					|| keyCode == SWT.KEYPAD_CR || keyCode == SWT.TAB || keyCode == SWT.BS));
			return typing ? Optional.empty() : Optional.of(named(name, ctrl, alt, shift));
		}
		if (!chord) {
			return Optional.empty();
		}
		// a chord: the key's own character, as the unshifted key cap says it
		char key = Character.toLowerCase(keyCode > 0 && keyCode < 0x10000 ? (char) keyCode : character);
		if (key == 0 || Character.isISOControl(key)) {
			return Optional.empty();
		}
		return Optional.of(named(PUNCTUATION.getOrDefault(key, String.valueOf(key)), ctrl, alt, shift));
	}

	private static TerminalKey.Named named(String key, boolean ctrl, boolean alt, boolean shift) {
		StringBuilder name = new StringBuilder();
		if (ctrl) {
			name.append("ctrl+");
		}
		if (alt) {
			name.append("alt+");
		}
		if (shift) {
			name.append("shift+");
		}
		return new TerminalKey.Named(name.append(key).toString());
	}

	/** {@code ESC [ H}, or with modifiers {@code ESC [ 1 ; m H}; {@code ESC [ n ~} or {@code ESC [ n ; m ~}. */
	private static String xterm(String code, boolean shift, boolean alt, boolean ctrl) {
		int modifiers = 1 + (shift ? 1 : 0) + (alt ? 2 : 0) + (ctrl ? 4 : 0);
		boolean tilde = code.endsWith("~");
		String number = tilde ? code.substring(0, code.length() - 1) : "1";
		String last = tilde ? "~" : code;
		if (modifiers == 1) {
			return "\u001b[" + (tilde ? number : "") + last;
		}
		return "\u001b[" + number + ";" + modifiers + last;
	}
}

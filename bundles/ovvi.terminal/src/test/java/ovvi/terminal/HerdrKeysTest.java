package ovvi.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;

class HerdrKeysTest {

	private static Optional<TerminalKey> route(int keyCode, int character, int stateMask) {
		return HerdrKeys.route(keyCode, (char) character, stateMask);
	}

	private static Optional<TerminalKey> named(String name) {
		return Optional.of(new TerminalKey.Named(name));
	}

	@Test
	void typingStaysWithTheTerminalWidget() {
		assertEquals(Optional.empty(), route('a', 'a', 0));
		assertEquals(Optional.empty(), route('a', 'A', SWT.SHIFT));
		assertEquals(Optional.empty(), route(SWT.CR, '\r', 0));
		assertEquals(Optional.empty(), route(SWT.TAB, '\t', 0));
		assertEquals(Optional.empty(), route(SWT.BS, '\b', 0));
		assertEquals(Optional.empty(), route(' ', ' ', SWT.SHIFT));
		assertEquals(Optional.empty(), route('é', 'é', 0));
	}

	@Test
	void modifierKeysAloneSendNothing() {
		assertEquals(Optional.empty(), route(SWT.SHIFT, 0, 0));
		assertEquals(Optional.empty(), route(SWT.CTRL, 0, SWT.SHIFT));
		assertEquals(Optional.empty(), route(SWT.ALT, 0, 0));
	}

	@Test
	void arrowsEscapeAndFunctionKeysGoToHerdrByName() {
		assertEquals(named("up"), route(SWT.ARROW_UP, 0, 0));
		assertEquals(named("escape"), route(SWT.ESC, 27, 0));
		assertEquals(named("f5"), route(SWT.F5, 0, 0));
		assertEquals(named("shift+f12"), route(SWT.F12, 0, SWT.SHIFT));
		assertEquals(named("ctrl+left"), route(SWT.ARROW_LEFT, 0, SWT.CTRL));
		assertEquals(named("alt+right"), route(SWT.ARROW_RIGHT, 0, SWT.ALT));
	}

	@Test
	void chordsKeepTheirModifiersIncludingShift() {
		assertEquals(named("ctrl+c"), route('c', 3, SWT.CTRL));
		// under the kitty keyboard protocol ctrl+shift+s is its own key
		assertEquals(named("ctrl+shift+s"), route('s', 19, SWT.CTRL | SWT.SHIFT));
		assertEquals(named("alt+b"), route('b', 'b', SWT.ALT));
		assertEquals(named("ctrl+space"), route(' ', 0, SWT.CTRL));
		assertEquals(named("ctrl+slash"), route('/', 0, SWT.CTRL));
		assertEquals(named("alt+period"), route('.', '.', SWT.ALT));
		assertEquals(named("shift+tab"), route(SWT.TAB, '\t', SWT.SHIFT));
		assertEquals(named("shift+enter"), route(SWT.CR, '\r', SWT.SHIFT));
		assertEquals(named("alt+backspace"), route(SWT.BS, '\b', SWT.ALT));
	}

	@Test
	void keysHerdrDoesNotNameGoAsXtermBytes() {
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[H")), route(SWT.HOME, 0, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[F")), route(SWT.END, 0, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[5~")), route(SWT.PAGE_UP, 0, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[6~")), route(SWT.PAGE_DOWN, 0, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[3~")), route(SWT.DEL, 127, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[2~")), route(SWT.INSERT, 0, 0));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[1;5H")), route(SWT.HOME, 0, SWT.CTRL));
		assertEquals(Optional.of(new TerminalKey.Bytes("\u001b[3;2~")), route(SWT.DEL, 127, SWT.SHIFT));
	}
}

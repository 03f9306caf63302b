package ovvi.terminal;

import java.io.OutputStream;
import java.util.Arrays;

import org.eclipse.tm.internal.terminal.provisional.api.ITerminalControl;
import org.eclipse.tm.internal.terminal.provisional.api.TerminalState;
import org.eclipse.tm.internal.terminal.provisional.api.provider.TerminalConnectorImpl;

/**
 * TM Terminal's side of a card: what the widget types goes to the pane, the widget's grid goes to
 * herdr, and herdr's frames come back through {@link TerminalCard}.
 */
final class HerdrConnector extends TerminalConnectorImpl {

	private final TerminalCard card;

	HerdrConnector(TerminalCard card) {
		this.card = card;
	}

	@Override
	public void connect(ITerminalControl control) {
		super.connect(control);
		// herdr paints every cell of a row, then moves the cursor: the wrap must wait at the last
		// column, as in xterm. TM's default wraps at once, marking each full row wrapped (so a copy
		// joins the rows) and, on the last row, scrolling the whole screen up a line.
		control.setVT100LineWrapping(true);
		control.setState(TerminalState.CONNECTED);
		card.attached(control.getRemoteToTerminalOutputStream());
	}

	@Override
	public OutputStream getTerminalToRemoteStream() {
		return new OutputStream() {
			@Override
			public void write(int b) {
				card.typed(new byte[] { (byte) b });
			}

			@Override
			public void write(byte[] bytes, int offset, int length) {
				card.typed(Arrays.copyOfRange(bytes, offset, offset + length));
			}
		};
	}

	@Override
	public void setTerminalSize(int cols, int rows) {
		card.sized(cols, rows);
	}

	@Override
	public String getSettingsSummary() {
		return "herdr";
	}
}

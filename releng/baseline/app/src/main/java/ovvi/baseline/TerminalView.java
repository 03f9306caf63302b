package ovvi.baseline;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.tm.internal.terminal.control.ITerminalListener;
import org.eclipse.tm.internal.terminal.control.ITerminalViewControl;
import org.eclipse.tm.internal.terminal.control.TerminalViewControlFactory;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalConnector;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalControl;
import org.eclipse.tm.internal.terminal.provisional.api.TerminalState;
import org.eclipse.tm.internal.terminal.provisional.api.provider.TerminalConnectorImpl;
import org.eclipse.tm.internal.terminal.connector.TerminalConnector;
import org.eclipse.ui.part.ViewPart;

/** A TM Terminal widget that shows one line of text: the baseline's one view. */
public final class TerminalView extends ViewPart {

	static final String ID = "ovvi.baseline.terminal";

	private ITerminalViewControl terminal;

	@Override
	public void createPartControl(Composite parent) {
		ITerminalConnector connector = new TerminalConnector(Greeting::new, "ovvi.baseline", "baseline", true);
		terminal = TerminalViewControlFactory.makeControl(new ITerminalListener() {
			@Override
			public void setState(TerminalState state) {
				// the view shows no state
			}

			@Override
			public void setTerminalTitle(String title) {
				// the view's title stays
			}
		}, parent, new ITerminalConnector[] { connector }, false);
		terminal.setCharset(StandardCharsets.UTF_8);
		terminal.setConnector(connector);
		terminal.connectTerminal();
	}

	@Override
	public void setFocus() {
		terminal.setFocus();
	}

	@Override
	public void dispose() {
		terminal.disposeTerminal();
		super.dispose();
	}

	private static final class Greeting extends TerminalConnectorImpl {
		@Override
		public void connect(ITerminalControl control) {
			super.connect(control);
			control.setState(TerminalState.CONNECTED);
			try {
				control.getRemoteToTerminalOutputStream().write("baseline\r\n".getBytes(StandardCharsets.UTF_8));
			} catch (IOException notShown) {
				// a line the terminal cannot show changes nothing the benchmark measures
			}
		}

		@Override
		public OutputStream getTerminalToRemoteStream() {
			return OutputStream.nullOutputStream();
		}

		@Override
		public String getSettingsSummary() {
			return "baseline";
		}
	}
}

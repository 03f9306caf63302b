package ovvi.ui.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.tm.internal.terminal.connector.TerminalConnector;
import org.eclipse.tm.internal.terminal.control.ITerminalListener;
import org.eclipse.tm.internal.terminal.control.ITerminalViewControl;
import org.eclipse.tm.internal.terminal.control.TerminalViewControlFactory;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalConnector;
import org.eclipse.tm.internal.terminal.provisional.api.ITerminalControl;
import org.eclipse.tm.internal.terminal.provisional.api.TerminalState;
import org.eclipse.tm.internal.terminal.provisional.api.provider.TerminalConnectorImpl;

/**
 * The benchmark's baseline: TM Terminal's widget, alone in a window, on a local shell in a real
 * PTY, no herdr. It stands in for TM's local-process connector
 * ({@code org.eclipse.tm.terminal.connector.local} with CDT's native PTY), which is not on Maven
 * Central: the PTY is made by util-linux's {@code script -qfc SHELL /dev/null}, and a platform
 * thread copies its output into the widget as TM's process connector copies the PTY's. The one
 * difference is the hop through {@code script}, which copies both ways between its pipes and the
 * PTY: it can only make the baseline slower.
 */
final class LocalShellTerminal implements AutoCloseable {

	private final Shell window;
	private final ITerminalViewControl terminal;
	private final Map<String, String> environment;
	private final EchoStamps stamps;
	private Process process;
	private OutputStream toShell;
	/** The widget's grid, as TM last gave it. */
	private volatile Point grid;

	/** @param size the widget's size in pixels, as the card's it is compared with */
	LocalShellTerminal(Display display, Point size, Map<String, String> environment, EchoStamps stamps) {
		this.environment = environment;
		this.stamps = stamps;
		window = new Shell(display, SWT.SHELL_TRIM);
		window.setText("TM Terminal on a local shell (baseline)");
		window.setLayout(new FillLayout());
		Pty pty = new Pty();
		ITerminalConnector connector = new TerminalConnector(() -> pty, "ovvi.bench.local", "local shell", true);
		terminal = TerminalViewControlFactory.makeControl(new ITerminalListener() {
			@Override
			public void setState(TerminalState state) {
				// the benchmark reads the widget, not its state
			}

			@Override
			public void setTerminalTitle(String title) {
				// nor its title
			}
		}, window, new ITerminalConnector[] { connector }, false);
		terminal.setCharset(StandardCharsets.UTF_8);
		terminal.setConnector(connector);
		terminal.connectTerminal();
		window.setSize(window.computeTrim(0, 0, size.x, size.y).width, window.computeTrim(0, 0, size.x, size.y).height);
		window.open();
		UiWait.until(display, () -> grid != null, "TM gave the baseline's widget its grid");
		start(grid.x, grid.y);
	}

	Control control() {
		return terminal.getControl();
	}

	Shell window() {
		return window;
	}

	/** Whether the shell has printed nothing yet (its prompt is the first text). */
	boolean isEmpty() {
		return terminal.isEmpty();
	}

	/** Types a command line into the shell's PTY, as herdr's {@code pane.send_input} types into a pane's. */
	synchronized void typeLine(String command) throws IOException {
		toShell.write((command + "\r").getBytes(StandardCharsets.UTF_8));
		toShell.flush();
	}

	@Override
	public void close() {
		synchronized (this) {
			if (process != null) {
				process.descendants().forEach(ProcessHandle::destroyForcibly);
				process.destroyForcibly();
			}
		}
		terminal.disposeTerminal();
		window.dispose();
	}

	/** The shell starts at the widget's grid once the window is open; the benchmark never resizes it after that. */
	private synchronized void start(int cols, int rows) {
		ProcessBuilder builder = new ProcessBuilder(List.of("script", "-qfc",
				"stty rows " + rows + " cols " + cols + "; exec /bin/bash --login", "/dev/null"));
		builder.environment().clear();
		builder.environment().putAll(environment);
		builder.environment().put("TERM", "xterm-256color");
		builder.redirectErrorStream(true);
		try {
			process = builder.start();
		} catch (IOException noScript) {
			throw new AssertionError("util-linux's script did not start: " + noScript.getMessage(), noScript);
		}
		toShell = process.getOutputStream();
		OutputStream toWidget = ((ITerminalControl) terminal).getRemoteToTerminalOutputStream();
		InputStream fromShell = process.getInputStream();
		// a blocking read per PTY, as TM's process connector has
		Thread.ofPlatform().daemon().name("baseline PTY reader").start(() -> {
			byte[] buffer = new byte[8192];
			try {
				for (int read = fromShell.read(buffer); read >= 0; read = fromShell.read(buffer)) {
					stamps.back();
					toWidget.write(buffer, 0, read);
					toWidget.flush();
				}
			} catch (IOException ended) {
				// the shell or the widget went: the benchmark is over with this terminal
			}
		});
	}

	private synchronized void typed(byte[] bytes, int offset, int length) {
		if (toShell == null) {
			return;
		}
		try {
			toShell.write(bytes, offset, length);
			toShell.flush();
			stamps.sent();
		} catch (IOException ended) {
			// the shell is gone; the benchmark's wait for its echo names what is missing
		}
	}

	/** The widget's side: keys to the PTY, and the grid the shell starts at. */
	private final class Pty extends TerminalConnectorImpl {
		@Override
		public void connect(ITerminalControl control) {
			super.connect(control);
			control.setState(TerminalState.CONNECTED);
		}

		@Override
		public OutputStream getTerminalToRemoteStream() {
			return new OutputStream() {
				@Override
				public void write(int b) {
					typed(new byte[] { (byte) b }, 0, 1);
				}

				@Override
				public void write(byte[] bytes, int offset, int length) {
					typed(bytes, offset, length);
				}
			};
		}

		@Override
		public void setTerminalSize(int cols, int rows) {
			grid = new Point(cols, rows);
		}

		@Override
		public String getSettingsSummary() {
			return "local shell through script(1)";
		}
	}
}

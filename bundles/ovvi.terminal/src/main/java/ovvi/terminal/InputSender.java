package ovvi.terminal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.terminal.TerminalInput;

/**
 * Sends a card's keys in the order they were typed, on one virtual thread. Text and the bytes of
 * keys herdr does not name go on the terminal stream, pastes, clicks and wheel turns as their own
 * lines; named keys go to herdr with one
 * {@code pane.send_keys} per burst: the keys that piled up during a call go in the next one.
 * Keys typed before the stream can take them wait for it.
 */
final class InputSender {

	/** Where keys go; both block until herdr has them. */
	interface Target {
		/** Blocks until a control stream can take input, then writes it. */
		void write(TerminalInput input) throws IOException, InterruptedException;

		void sendKeys(List<String> keys) throws Exception;
	}

	private final BlockingQueue<TerminalKey> keys = new LinkedBlockingQueue<>();
	private final Target target;
	private final Consumer<String> problem;
	private final Thread worker;

	InputSender(Target target, Consumer<String> problem) {
		this.target = target;
		this.problem = problem;
		this.worker = Thread.ofVirtual().name("ovvi-terminal-input").start(this::run);
	}

	void send(TerminalKey key) {
		keys.add(key);
	}

	void stop() {
		worker.interrupt();
	}

	private void run() {
		try {
			while (true) {
				TerminalKey first = keys.take();
				List<TerminalKey> burst = new ArrayList<>(List.of(first));
				// a burst is a run of keys of the same path, so the order between paths holds
				while (!(first instanceof TerminalKey.Line) && keys.peek() != null && samePath(first, keys.peek())) {
					burst.add(keys.poll());
				}
				deliver(burst);
			}
		} catch (InterruptedException stopped) {
			Thread.currentThread().interrupt();
		}
	}

	private static boolean samePath(TerminalKey a, TerminalKey b) {
		return !(b instanceof TerminalKey.Line) && (a instanceof TerminalKey.Named) == (b instanceof TerminalKey.Named);
	}

	private void deliver(List<TerminalKey> burst) throws InterruptedException {
		try {
			if (burst.get(0) instanceof TerminalKey.Line line) {
				target.write(line.input());
			} else if (burst.get(0) instanceof TerminalKey.Named) {
				target.sendKeys(burst.stream().map(k -> ((TerminalKey.Named) k).name()).toList());
			} else {
				target.write(TerminalInput.bytes(streamBytes(burst)));
			}
		} catch (InterruptedException stopped) {
			throw stopped;
		} catch (Exception failed) {
			problem.accept(NLS.bind(Messages.Terminal_keysLost, failed.getMessage()));
		}
	}

	private static byte[] streamBytes(List<TerminalKey> burst) {
		var bytes = new java.io.ByteArrayOutputStream();
		for (TerminalKey key : burst) {
			bytes.writeBytes(switch (key) {
			case TerminalKey.Text text -> text.utf8();
			case TerminalKey.Bytes sequence -> sequence.sequence().getBytes(StandardCharsets.UTF_8);
			case TerminalKey.Named named -> throw new IllegalStateException("named keys go to pane.send_keys");
			case TerminalKey.Line line -> throw new IllegalStateException("a line goes on its own");
			});
		}
		return bytes.toByteArray();
	}
}

package ovvi.terminal;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.terminal.StreamEnd;
import ovvi.herdr.terminal.TerminalEvent;
import ovvi.herdr.terminal.TerminalInput;
import ovvi.herdr.terminal.TerminalStream;
import ovvi.herdr.terminal.TerminalStream.Mode;
import ovvi.model.SessionControl;

/**
 * One pane's terminal as a card streams it: the control or observe stream of its terminal, opened
 * again as the seed's "How a stream ends" says, the grid sent once the card's size has settled,
 * and the card's keys sent in order. Whether it controls follows its window's seat in the
 * session's control: a card of a watching window observes, and a key or click in it moves the
 * session's control to its window. No SWT: the card widget feeds it sizes and keys and draws
 * what it hands back, on whatever thread the stream delivers (the widget marshals).
 */
public final class PaneTerminal implements AutoCloseable {

	/** How long a card's size must hold before the new grid goes to herdr. */
	static final Duration SIZE_SETTLES_AFTER = Duration.ofMillis(150);

	private static final int VIEWPORT_READS = 8;

	public interface Listener {
		/**
		 * ANSI bytes for the card's emulator: the whole screen when {@code full}. {@code atGrid}:
		 * the frame is at the card's grid; herdr's frames carry the grid they were drawn at (for a
		 * controller the PTY's real size), so frames drawn before herdr took a new grid say false.
		 */
		void frame(byte[] ansi, boolean full, boolean atGrid);

		void status(TerminalStatus status);

		/** How many lines herdr's viewport of the pane is scrolled back; 0 at the bottom. */
		default void scrolledBack(int lines) {
		}

		/** herdr did not take input the card sent (a paste its write queue refused), in its words; the stream goes on. */
		default void inputIgnored(String reason) {
		}

		/** A new grid goes to herdr now; its frames at that grid follow. */
		default void resizing() {
		}
	}

	private final HerdrSession session;
	private final String paneId;
	private final String terminalId;
	private final Listener listener;
	private final ScheduledExecutorService timer;
	private final InputSender input;
	private final SessionControl.Seat seat;
	private final SessionControl.Listener seatMoved = this::controlChanged;

	// guarded by this
	private Attempt current;
	private int cols;
	private int rows;
	private int cellWidthPx;
	private int cellHeightPx;
	private int scrolledBack;
	/** How many frames yet read herdr's viewport after a scroll (frames sent before herdr took it come first). */
	private int viewportReads;
	private boolean closed;
	/** Whether the card's page reads herdr now; a failed stream opens again by itself only then. */
	private boolean pageLive = true;
	/** How a stream that ended opens again once the page is live again; null when none waits. */
	private Mode reopenWhenLive;
	private ScheduledFuture<?> pendingResize;
	private ScheduledFuture<?> pendingReopen;
	private CompletableFuture<TerminalStream> control = new CompletableFuture<>();

	public PaneTerminal(HerdrSession session, String paneId, String terminalId, SessionControl.Seat seat,
			Listener listener, ScheduledExecutorService timer) {
		this.session = session;
		this.paneId = paneId;
		this.terminalId = terminalId;
		this.seat = seat;
		this.listener = listener;
		this.timer = timer;
		seat.addListener(seatMoved);
		this.input = new InputSender(new InputSender.Target() {
			@Override
			public void write(TerminalInput line) throws IOException, InterruptedException {
				controlStream().send(line);
			}

			@Override
			public void sendKeys(List<String> keys) throws Exception {
				controlStream();
				JsonArray names = new JsonArray();
				keys.forEach(names::add);
				JsonObject params = new JsonObject();
				params.addProperty("pane_id", paneId);
				params.add("keys", names);
				session.call("pane.send_keys", params);
			}
		}, problem -> listener.status(new TerminalStatus(TerminalStatus.State.FAILED, problem)));
	}

	public String terminalId() {
		return terminalId;
	}

	/**
	 * The card's grid. The first one opens the stream at once; later ones go to herdr once they
	 * have held for {@link #SIZE_SETTLES_AFTER}.
	 */
	public synchronized void size(int newCols, int newRows) {
		if (closed || newCols <= 0 || newRows <= 0 || (newCols == cols && newRows == rows)) {
			return;
		}
		sizeChanged(newCols, newRows);
	}

	/** The size of a cell in pixels, sent with the grid (programs that draw images need it). */
	public synchronized void cellSize(int widthPx, int heightPx) {
		if (widthPx == cellWidthPx && heightPx == cellHeightPx) {
			return;
		}
		cellWidthPx = widthPx;
		cellHeightPx = heightPx;
		if (cols > 0) {
			sizeChanged(cols, rows);
		}
	}

	private void sizeChanged(int newCols, int newRows) {
		boolean first = cols == 0;
		cols = newCols;
		rows = newRows;
		if (first) {
			open(Mode.CONTROL);
			return;
		}
		if (pendingResize != null) {
			pendingResize.cancel(false);
		}
		pendingResize = timer.schedule(this::resizeNow, SIZE_SETTLES_AFTER.toMillis(), TimeUnit.MILLISECONDS);
	}

	/**
	 * A key from the card. A watching card takes control first: the keys wait for the new
	 * stream's first frame and then go in order.
	 */
	public void type(TerminalKey key) {
		boolean watching;
		synchronized (this) {
			if (closed) {
				return;
			}
			watching = current == null || current.mode == Mode.OBSERVE;
			if (scrolledBack > 0) {
				// herdr returns its viewport to the bottom on input
				scrolledBack = 0;
				listener.scrolledBack(0);
			}
		}
		if (watching) {
			takeBack();
		}
		input.send(key);
	}

	/**
	 * A wheel turn or Shift+Page Up/Down: herdr scrolls its viewport, or hands it to a program
	 * that takes the mouse or alternate scroll. A watching card does not scroll: an observer has
	 * no way to send it.
	 */
	public void scroll(TerminalInput scroll) {
		synchronized (this) {
			if (!isLive()) {
				return;
			}
			viewportReads = VIEWPORT_READS;
		}
		input.send(new TerminalKey.Line(scroll));
	}

	/** A drag, move or release of the mouse: sent when the card is live; it takes no control. */
	public void point(TerminalInput mouse) {
		synchronized (this) {
			if (!isLive()) {
				return;
			}
		}
		input.send(new TerminalKey.Line(mouse));
	}

	private boolean isLive() {
		return !closed && current != null && current.mode != Mode.OBSERVE;
	}

	/**
	 * Take Back: control again, taking the pane from whoever holds it. The window's seat first,
	 * outside this card's lock: it tells every card of the window, this one included.
	 */
	public void takeBack() {
		seat.take();
		synchronized (this) {
			if (!closed && (current == null || current.mode == Mode.OBSERVE)) {
				open(Mode.TAKEOVER);
			}
		}
	}

	/**
	 * The window gained the session's control: a watching stream takes the pane over. Or it lost
	 * it: a control stream watches, so the PTY follows the controlling window's cards.
	 */
	private synchronized void controlChanged(boolean controls) {
		if (closed || current == null || (current.mode == Mode.OBSERVE) != controls) {
			return;
		}
		open(controls ? Mode.TAKEOVER : Mode.OBSERVE);
	}

	/**
	 * The page's session answers (true) or its reads fail and it reconnects (false). While the page
	 * is not live, a stream that ended waits; it opens again at once when the page is live again.
	 */
	public synchronized void pageLive(boolean live) {
		pageLive = live;
		if (live && reopenWhenLive != null && !closed && current == null) {
			open(reopenWhenLive);
		}
	}

	/** Retry after a failure. */
	public synchronized void retry() {
		if (!closed) {
			open(Mode.CONTROL);
		}
	}

	/** The card is no longer shown: the stream's stdin closes and herdr frees the pane at once. */
	@Override
	public synchronized void close() {
		closed = true;
		seat.removeListener(seatMoved);
		cancel(pendingResize);
		cancel(pendingReopen);
		input.stop();
		if (current != null) {
			current.stream.close();
			current = null;
		}
		control.cancel(false);
	}

	/** Opens the stream; a card whose window watches the session observes, whatever was asked. */
	private void open(Mode asked) {
		Mode mode = seat.controls() ? asked : Mode.OBSERVE;
		cancel(pendingReopen);
		reopenWhenLive = null;
		if (current != null) {
			current.stream.close();
			current = null;
		}
		if (control.isDone()) {
			control = new CompletableFuture<>();
		}
		Attempt attempt = new Attempt(mode);
		try {
			attempt.stream = TerminalStream.open(session, terminalId, cols, rows, mode, attempt::onEvent);
			current = attempt;
		} catch (HerdrException failed) {
			failed(failed.getMessage());
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
		}
	}

	private synchronized void resizeNow() {
		if (closed || current == null) {
			return;
		}
		if (current.mode == Mode.OBSERVE) {
			// an observer's grid is fixed when it attaches
			open(Mode.OBSERVE);
			return;
		}
		listener.resizing();
		try {
			current.stream.send(TerminalInput.resize(cols, rows, cellWidthPx, cellHeightPx));
		} catch (IOException lost) {
			// the stream's end arrives as its own event
		}
	}

	private TerminalStream controlStream() throws InterruptedException {
		CompletableFuture<TerminalStream> ready;
		synchronized (this) {
			ready = control;
		}
		try {
			return ready.get();
		} catch (ExecutionException | java.util.concurrent.CancellationException stopped) {
			throw new InterruptedException("the card closed");
		}
	}

	private synchronized void ended(Attempt attempt, TerminalEvent.Closed end) {
		if (attempt != current || closed) {
			return;
		}
		current = null;
		switch (end.end()) {
		case ALREADY_ATTACHED, TAKEN_OVER -> {
			listener.status(watching());
			open(Mode.OBSERVE);
		}
		case GONE -> listener.status(new TerminalStatus(TerminalStatus.State.GONE, end.reason()));
		case DETACHED -> {
			// this device closed it
		}
		case LIVE_UPDATE -> reopenLater(attempt.mode, StreamEnd.LIVE_UPDATE.reopenAfter());
		case FAILED -> failed(end.reason());
		}
	}

	private void failed(String reason) {
		listener.status(new TerminalStatus(TerminalStatus.State.FAILED, reason));
		reopenLater(Mode.CONTROL, StreamEnd.FAILED.reopenAfter());
	}

	private void reopenLater(Mode mode, Duration after) {
		cancel(pendingReopen);
		if (!pageLive) {
			reopenWhenLive = mode;
			return;
		}
		pendingReopen = timer.schedule(() -> {
			synchronized (PaneTerminal.this) {
				if (closed || current != null) {
					return;
				}
				if (pageLive) {
					open(mode);
				} else {
					reopenWhenLive = mode;
				}
			}
		}, after.toMillis(), TimeUnit.MILLISECONDS);
	}

	private synchronized void firstFrame(Attempt attempt) {
		if (attempt != current) {
			return;
		}
		if (attempt.mode == Mode.OBSERVE) {
			listener.status(watching());
		} else {
			listener.status(TerminalStatus.LIVE);
			control.complete(attempt.stream);
			if (cellWidthPx > 0) {
				// the command line opens a stream with a grid but no cell size
				resizeNow();
			}
		}
	}

	/** Why the card watches: another window of this app controls the session, or another device the pane. */
	private TerminalStatus watching() {
		return seat.controls() ? TerminalStatus.IN_USE_ELSEWHERE : TerminalStatus.IN_ANOTHER_WINDOW;
	}

	/** After a frame that follows a scroll: where herdr's viewport is now. */
	private void readViewport() {
		synchronized (this) {
			if (viewportReads == 0) {
				return;
			}
			viewportReads--;
		}
		Thread.ofVirtual().name("ovvi-terminal-viewport").start(() -> {
			JsonObject params = new JsonObject();
			params.addProperty("pane_id", paneId);
			try {
				JsonObject scroll = session.call("pane.get", params).getAsJsonObject("pane").getAsJsonObject("scroll");
				int offset = scroll == null ? 0 : scroll.get("offset_from_bottom").getAsInt();
				synchronized (PaneTerminal.this) {
					scrolledBack = offset;
				}
				listener.scrolledBack(offset);
			} catch (HerdrException | RuntimeException unknown) {
				// the next scroll asks again
			} catch (InterruptedException interrupted) {
				Thread.currentThread().interrupt();
			}
		});
	}

	private synchronized boolean isCurrent(Attempt attempt) {
		return attempt == current;
	}

	private synchronized boolean atGrid(TerminalEvent.Frame frame) {
		return frame.width() == cols && frame.height() == rows;
	}

	private static void cancel(ScheduledFuture<?> future) {
		if (future != null) {
			future.cancel(false);
		}
	}

	/** One opening of the stream; events of an attempt that was replaced are ignored. */
	private final class Attempt {
		final Mode mode;
		volatile TerminalStream stream;
		private boolean framed;

		Attempt(Mode mode) {
			this.mode = mode;
		}

		void onEvent(TerminalEvent event) {
			switch (event) {
			case TerminalEvent.Frame frame -> {
				if (!framed) {
					framed = true;
					firstFrame(this);
				}
				if (isCurrent(this)) {
					listener.frame(frame.ansi(), frame.full(), atGrid(frame));
					readViewport();
				}
			}
			case TerminalEvent.InputIgnored ignored -> {
				if (isCurrent(this)) {
					listener.inputIgnored(ignored.reason());
				}
			}
			case TerminalEvent.Closed end -> ended(this, end);
			}
		}
	}
}

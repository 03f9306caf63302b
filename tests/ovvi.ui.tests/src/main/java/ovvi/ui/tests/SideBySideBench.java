package ovvi.ui.tests;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;

import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.testing.TempHome;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * Ovvi's terminal card on the herdr simulator beside the same TM Terminal widget on a local shell
 * (the baseline, {@link LocalShellTerminal}), in one run: keystroke to painted echo and where its
 * time goes, the throughput of a cat of 20 MB of mixed ANSI with the UI thread's longest block and
 * where the UI thread is while it is late, and the heap per live card. Figures and their ratios to
 * issue 14's goals are printed, never asserted (run with -Pbench).
 */
class SideBySideBench {

	private static final Display DISPLAY = Display.getCurrent();
	/** Keystrokes per terminal, in blocks that take turns, so a change of load falls on both. */
	private static final int ECHO_BLOCKS = 3;
	private static final int ECHOES_PER_BLOCK = 20;
	private static final long CAT_BYTES = 20L * 1024 * 1024;
	/** Printed after the cat, so its own command line's echo never matches. */
	private static final String CAT_DONE = "CAT-DONE";
	private static final String CAT_DONE_COMMAND = "; printf '%s-%s\\n' CAT DONE";
	private static final int HEARTBEAT_MILLIS = 10;
	private static final int CARDS_FOR_MEMORY = 6;
	private static final int STALL_PLACES = 8;
	/**
	 * Rounds of echo blocks and cats, in one JVM: more than one shows whether the figures hold once
	 * the JIT has compiled everything it will (-Dovvi.bench.rounds=N with -Pbench).
	 */
	private static final int ROUNDS = Integer.getInteger("ovvi.bench.rounds", 1);

	/** One terminal under test: its widget, its model, and how a command is typed into its shell. */
	private record Subject(String name, Control widget, Shell window, TerminalModel model, Typist typist) {
	}

	private interface Typist {
		void line(String command) throws Exception;
	}

	/** One keystroke's stamps, in ms from the key event. */
	private record Echo(double fromXdotool, double sent, double back, double model, double polled, double painted) {
	}

	@Test
	void ovviBesideTmOnALocalShell() throws Exception {
		EchoStamps stamps = new EchoStamps();
		Listener keyStamp = event -> stamps.key.compareAndSet(0, System.nanoTime());
		try (SimPage sim = new SimPage("bench-side", "", Duration.ofSeconds(30), machine -> new TimedExec(machine, stamps));
				Paints paints = new Paints(DISPLAY)) {
			Tab tab = sim.page.selectedTab();
			UiWait.until(DISPLAY, () -> card(sim, tab) != null && !card(sim, tab).isEmpty(), "the card streams");
			TerminalCard card = card(sim, tab);
			String paneId = tab.panes().get(0).id();
			// inside the page's home, which the page deletes: the 20 MB file goes with it
			Path home = Files.createDirectories(sim.home.resolve("local-shell"));
			Files.writeString(home.resolve(".bash_profile"), "");
			try (LocalShellTerminal local = new LocalShellTerminal(DISPLAY, card.terminalControl().getSize(),
					TempHome.environment(home, "/bin/bash"), stamps)) {
				TerminalModel localModel = new TerminalModel(local.control());
				UiWait.until(DISPLAY, () -> !local.isEmpty(), "the local shell's prompt");
				Subject ovvi = new Subject("Ovvi card on the simulator", card.terminalControl(), sim.window.getShell(),
						new TerminalModel(card.terminalControl()),
						command -> sim.call("pane.send_input", "pane_id", paneId, "text", command, "keys", List.of("enter")));
				Subject baseline = new Subject("TM widget, local shell", local.control(), local.window(),
						localModel, local::typeLine);
				Path ansi = AnsiFile.write(home.resolve("mixed.ansi"), CAT_BYTES);
				List<Echo> ovviEchoes = new ArrayList<>();
				List<Echo> localEchoes = new ArrayList<>();
				Cats ovviCats = new Cats();
				Cats localCats = new Cats();
				for (int round = 1; round <= ROUNDS; round++) {
					List<Echo> ovviRound = new ArrayList<>();
					List<Echo> localRound = new ArrayList<>();
					DISPLAY.addFilter(SWT.KeyDown, keyStamp);
					try {
						for (int block = 0; block < ECHO_BLOCKS; block++) {
							ovviRound.addAll(echoes(ovvi, stamps, paints));
							localRound.addAll(echoes(baseline, stamps, paints));
						}
					} finally {
						DISPLAY.removeFilter(SWT.KeyDown, keyStamp);
					}
					Cat ovviCat = cat(ovvi, ansi);
					Cat localCat = cat(baseline, ansi);
					ovviEchoes.addAll(ovviRound);
					localEchoes.addAll(localRound);
					ovviCats.add(ovviCat);
					localCats.add(localCat);
					if (ROUNDS > 1) {
						System.out.printf("SideBySideBench: round %d of %d: echo p50 / p95 %s / %s ms (baseline %s / %s);"
								+ " cat %s s, longest UI gap %s ms, held %s ms (baseline %s s, %s ms, %s ms)%n", round, ROUNDS,
								f(percentile(ovviRound, Echo::painted, 50)), f(percentile(ovviRound, Echo::painted, 95)),
								f(percentile(localRound, Echo::painted, 50)), f(percentile(localRound, Echo::painted, 95)),
								f(ovviCat.seconds()), f(ovviCat.longestGapMillis()), f(ovviCat.heldMillis()), f(localCat.seconds()),
								f(localCat.longestGapMillis()), f(localCat.heldMillis()));
					}
				}
				ovvi.model.close();
				baseline.model.close();
				double ovviCard = heapPerCard(sim, tab);
				double localCard = heapPerLocalTerminal(local, home);
				print(ovviEchoes, localEchoes, ovviCats.figures(), localCats.figures(), ovviCard, localCard,
						Files.size(ansi));
			}
		}
	}

	private static TerminalCard card(SimPage sim, Tab tab) {
		TabCards cards = TabTrack.of(sim.window).part(tab) == null ? null : TabTrack.of(sim.window).part(tab).cards();
		return cards == null || cards.panes().isEmpty() ? null : Terminals.of(cards, cards.panes().get(0));
	}

	/** A block of keystrokes into the subject: each waits for its echo in TM's model, then its paint. */
	private static List<Echo> echoes(Subject subject, EchoStamps stamps, Paints paints) {
		UiWait.focusInto(subject.window);
		UiWait.until(DISPLAY, () -> {
			subject.widget.forceFocus();
			return DISPLAY.getFocusControl() == subject.widget;
		}, subject.name + " has the keyboard");
		// one widget at a time tells of its model's changes and polls: the other's cursor blinks too
		subject.model.stampChanges(stamps);
		List<Echo> echoes = new ArrayList<>();
		for (int run = 0; run < ECHOES_PER_BLOCK; run++) {
			stamps.arm();
			subject.model.arm();
			long typed = System.nanoTime();
			Keyboard.type(DISPLAY, "x");
			try {
				UiWait.until(DISPLAY, () -> stamps.polled.get() != 0, subject.name + ": the widget's canvas took the echo");
			} catch (AssertionError late) {
				throw new AssertionError(late.getMessage() + String.format(" (run %d; stamped: key %b, sent %b, back %b, model %b)",
						run, stamps.key.get() != 0, stamps.sent.get() != 0, stamps.back.get() != 0, stamps.model.get() != 0), late);
			}
			long painted = paints.after(subject.widget, stamps.polled.get(), subject.name + ": the echo painted");
			long key = stamps.key.get();
			echoes.add(new Echo((painted - typed) / 1e6, millis(key, stamps.sent.get()), millis(key, stamps.back.get()),
					millis(key, stamps.model.get()), millis(key, stamps.polled.get()), millis(key, painted)));
		}
		subject.model.stopStamping();
		Keyboard.chord(DISPLAY, 'u', 'u', SWT.CTRL);
		return echoes;
	}

	private static double millis(long from, long to) {
		return from == 0 || to == 0 ? Double.NaN : (to - from) / 1e6;
	}

	/**
	 * Cats the file in the subject's shell, with a 10 ms heartbeat on the UI thread meanwhile. Each
	 * collector's time is printed as well.
	 */
	private static Cat cat(Subject subject, Path file) throws Exception {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		AtomicLong lastBeat = new AtomicLong();
		AtomicLong lastBeatHeld = new AtomicLong();
		AtomicLong longestGap = new AtomicLong();
		AtomicLong busiestGap = new AtomicLong();
		AtomicLong longGaps = new AtomicLong();
		boolean[] beating = { true };
		Runnable heartbeat = new Runnable() {
			@Override
			public void run() {
				long now = System.nanoTime();
				long held = heldNanos(threads);
				long gap = now - lastBeat.getAndSet(now);
				longestGap.accumulateAndGet(gap, Math::max);
				busiestGap.accumulateAndGet(held - lastBeatHeld.getAndSet(held), Math::max);
				if (gap > 50_000_000L) {
					longGaps.incrementAndGet();
				}
				if (beating[0]) {
					DISPLAY.timerExec(HEARTBEAT_MILLIS, this);
				}
			}
		};
		Map<String, Collected> collecting = collectionMillis();
		long started = System.nanoTime();
		subject.typist.line("cat " + file + CAT_DONE_COMMAND);
		// the heartbeat starts once the command is typed: Ovvi's is the benchmark's own call to herdr, on this thread
		lastBeat.set(System.nanoTime());
		threads.setThreadContentionMonitoringEnabled(true);
		lastBeatHeld.set(heldNanos(threads));
		DISPLAY.timerExec(HEARTBEAT_MILLIS, heartbeat);
		double seconds;
		try (StallSampler stalls = new StallSampler(DISPLAY.getThread(), lastBeat)) {
			UiWait.until(DISPLAY, () -> subject.model.lastRowsHold(CAT_DONE, 100), subject.name + ": the cat ended",
					Duration.ofMinutes(10));
			seconds = (System.nanoTime() - started) / 1e9;
			beating[0] = false;
			System.out.println("SideBySideBench: " + subject.name + ": where the UI thread was while over 50 ms late in the cat ("
					+ stalls.total() + " samples, every 5 ms; innermost frame < Ovvi's, TM's or SWT's widgets' frames)");
			stalls.top(STALL_PLACES).forEach(place -> System.out.println("SideBySideBench:   " + place));
		}
		subject.typist.line("clear");
		Map<String, Collected> collected = collectionMillis();
		collected.replaceAll((collector, now) -> now.since(collecting.getOrDefault(collector, new Collected(0, 0))));
		System.out.println("SideBySideBench: " + subject.name + ": garbage collectors meanwhile: " + collected);
		long paused = collected.entrySet().stream().filter(collector -> !collector.getKey().endsWith("Cycles"))
				.mapToLong(collector -> collector.getValue().millis).sum();
		return new Cat(seconds, longestGap.get() / 1e6, longGaps.get(), paused, busiestGap.get() / 1e6);
	}

	/** The current thread's CPU time and its time blocked on or waiting for locks so far (ns). */
	private static long heldNanos(ThreadMXBean threads) {
		ThreadInfo self = threads.getThreadInfo(Thread.currentThread().threadId());
		return threads.getCurrentThreadCpuTime() + (self.getBlockedTime() + self.getWaitedTime()) * 1_000_000L;
	}

	/**
	 * One cat's figures: seconds until the line printed after it is in TM's model; the UI thread's
	 * longest gap between heartbeats (ms); how many gaps were over 50 ms; the JVM's garbage
	 * collection pauses meanwhile (ms), which stop the UI thread too; and the most time the UI
	 * thread was held between two beats (ms): its CPU time and its waits for locks. A gap is
	 * wall-clock time, so it also counts a UI thread that waited for a core, for the X server's
	 * answer or for events while the timer was late; the held time is the part this JVM's own work
	 * and locks took.
	 */
	private record Cat(double seconds, double longestGapMillis, long longGaps, long pausedMillis, double heldMillis) {
	}

	/**
	 * The cats of every round as one: seconds per cat (the median), the longest and the busiest
	 * gap of all, and the sums of gaps over 50 ms and of collection pauses.
	 */
	private static final class Cats {
		private final List<Cat> cats = new ArrayList<>();

		void add(Cat cat) {
			cats.add(cat);
		}

		Cat figures() {
			double[] seconds = cats.stream().mapToDouble(Cat::seconds).sorted().toArray();
			return new Cat(seconds[seconds.length / 2], cats.stream().mapToDouble(Cat::longestGapMillis).max().orElseThrow(),
					cats.stream().mapToLong(Cat::longGaps).sum(), cats.stream().mapToLong(Cat::pausedMillis).sum(),
					cats.stream().mapToDouble(Cat::heldMillis).max().orElseThrow());
		}
	}

	/** A collector's time and collections. */
	private record Collected(long millis, long count) {
		Collected since(Collected before) {
			return new Collected(millis - before.millis, count - before.count);
		}

		@Override
		public String toString() {
			return millis + " ms in " + count;
		}
	}

	/**
	 * Each collector's time and collections so far, by name. G1's collectors (young, full, and the
	 * remark and cleanup pauses of its concurrent cycle) are pauses; ZGC's "Cycles" collectors run
	 * beside the program, its "Pauses" stop it.
	 */
	private static Map<String, Collected> collectionMillis() {
		Map<String, Collected> byName = new TreeMap<>();
		for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
			byName.put(collector.getName(),
					new Collected(Math.max(0, collector.getCollectionTime()), Math.max(0, collector.getCollectionCount())));
		}
		return byName;
	}

	/** Heap after collection with {@value #CARDS_FOR_MEMORY} more live cards in the tab, less before, per card. */
	private static double heapPerCard(SimPage sim, Tab tab) {
		long before = heapAfterGc();
		String last = tab.panes().get(0).id();
		for (int split = 0; split < CARDS_FOR_MEMORY; split++) {
			last = sim.call("pane.split", "target_pane_id", last, "direction", split % 2 == 0 ? "right" : "down", "focus", false)
					.getAsJsonObject("pane").get("pane_id").getAsString();
		}
		UiWait.until(DISPLAY, () -> {
			TabCards cards = TabTrack.of(sim.window).part(tab).cards();
			return cards.panes().size() == CARDS_FOR_MEMORY + 1 && cards.panes().stream()
					.allMatch(pane -> Terminals.of(cards, pane) != null && !Terminals.of(cards, pane).isEmpty());
		}, "every new card has herdr's first frame", Duration.ofMinutes(2));
		return (heapAfterGc() - before) / (double) CARDS_FOR_MEMORY;
	}

	private static double heapPerLocalTerminal(LocalShellTerminal first, Path home) {
		long before = heapAfterGc();
		List<LocalShellTerminal> more = new ArrayList<>();
		try {
			for (int i = 0; i < CARDS_FOR_MEMORY; i++) {
				more.add(new LocalShellTerminal(DISPLAY, first.control().getSize(), TempHome.environment(home, "/bin/bash"),
						new EchoStamps()));
			}
			for (LocalShellTerminal terminal : more) {
				UiWait.until(DISPLAY, () -> !terminal.isEmpty(), "each local shell's prompt");
			}
			return (heapAfterGc() - before) / (double) CARDS_FOR_MEMORY;
		} finally {
			more.forEach(LocalShellTerminal::close);
		}
	}

	/** The heap in use once collections free no more (a few rounds: one System.gc() may leave garbage). */
	private static long heapAfterGc() {
		long used = Long.MAX_VALUE;
		for (int round = 0; round < 5; round++) {
			while (DISPLAY.readAndDispatch()) {
				// what the UI thread holds on to for queued work is part of the figure
			}
			System.gc();
			long now = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
			if (now >= used) {
				return Math.min(now, used);
			}
			used = now;
		}
		return used;
	}

	private static void print(List<Echo> ovvi, List<Echo> local, Cat ovviCat, Cat localCat, double ovviCard,
			double localCard, long catBytes) {
		double mb = catBytes / 1024.0 / 1024.0;
		String line = "SideBySideBench: %-46s %12s %12s %8s  %s%n";
		System.out.println("SideBySideBench: on " + Runtime.getRuntime().availableProcessors() + " cores, load "
				+ String.format("%.1f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage())
				+ "; baseline: TM Terminal 5.6.0's widget on /bin/bash --login in a PTY made by util-linux's script -qfc,"
				+ " no herdr (TM's local-process connector is not on Maven Central)");
		if (ROUNDS > 1) {
			System.out.println("SideBySideBench: all " + ROUNDS + " rounds: the echoes of all, the cat's seconds the median,"
					+ " its longest and busiest gaps the longest and busiest of all, its gaps over 50 ms and its pauses the sums");
		}
		System.out.printf(line, "figure", "Ovvi", "baseline", "ratio", "goal");
		double ovviP95 = percentile(ovvi, Echo::painted, 95);
		double localP95 = percentile(local, Echo::painted, 95);
		System.out.printf(line, "key event to painted echo, p50 (ms)", f(percentile(ovvi, Echo::painted, 50)),
				f(percentile(local, Echo::painted, 50)), "", "");
		System.out.printf(line, "key event to painted echo, p95 (ms)", f(ovviP95), f(localP95), f(ovviP95 / localP95),
				"<= 33 ms and <= 1.5x: " + (ovviP95 <= 33 && ovviP95 / localP95 <= 1.5 ? "met" : "not met"));
		System.out.printf(line, "xdotool started to painted echo, p50 (ms)", f(percentile(ovvi, Echo::fromXdotool, 50)),
				f(percentile(local, Echo::fromXdotool, 50)), "", "(WorkbenchBench's measure)");
		System.out.printf(line, "xdotool started to painted echo, p95 (ms)", f(percentile(ovvi, Echo::fromXdotool, 95)),
				f(percentile(local, Echo::fromXdotool, 95)), "", "");
		double ovviRate = mb / ovviCat.seconds();
		double localRate = mb / localCat.seconds();
		System.out.printf(line, String.format("cat %.0f MB of mixed ANSI, to the last line (s)", mb), f(ovviCat.seconds()),
				f(localCat.seconds()), "", "");
		System.out.printf(line, "  rate (MB/s)", f(ovviRate), f(localRate), f(ovviRate / localRate),
				">= 0.8x: " + (ovviRate / localRate >= 0.8 ? "met" : "not met"));
		System.out.printf(line, "  UI thread's longest gap in 10 ms beats (ms)", f(ovviCat.longestGapMillis()),
				f(localCat.longestGapMillis()), "", "<= 50 ms: " + (ovviCat.longestGapMillis() <= 50 ? "met" : "not met"));
		System.out.printf(line, "  gaps over 50 ms", String.valueOf(ovviCat.longGaps()), String.valueOf(localCat.longGaps()), "",
				"");
		System.out.printf(line, "  UI thread held in its busiest gap (ms)", f(ovviCat.heldMillis()), f(localCat.heldMillis()), "",
				"(CPU and lock waits; the rest waits for a core, X or events)");
		System.out.printf(line, "  JVM's garbage collection pauses meanwhile (ms)", String.valueOf(ovviCat.pausedMillis()),
				String.valueOf(localCat.pausedMillis()), "", "");
		System.out.printf(line, "heap per live card, " + CARDS_FOR_MEMORY + " cards (KB)", f(ovviCard / 1024),
				f(localCard / 1024), f(ovviCard / localCard), "printed");
		System.out.println("SideBySideBench: where the echo goes, p50 in ms from the key event (" + ovvi.size()
				+ " runs each; the stamps of one run need not add up to the p50 total)");
		System.out.printf(line, "  written to the stream (herdr's control run / PTY)", f(percentile(ovvi, Echo::sent, 50)),
				f(percentile(local, Echo::sent, 50)), "", "");
		System.out.printf(line, "  first bytes back on the stream", f(percentile(ovvi, Echo::back, 50)),
				f(percentile(local, Echo::back, 50)), "", "");
		System.out.printf(line, "  TM's text model changed", f(percentile(ovvi, Echo::model, 50)),
				f(percentile(local, Echo::model, 50)), "", "");
		System.out.printf(line, "  the canvas took it (TM's poll; the card at once)", f(percentile(ovvi, Echo::polled, 50)),
				f(percentile(local, Echo::polled, 50)), "", "");
		System.out.printf(line, "  painted", f(percentile(ovvi, Echo::painted, 50)), f(percentile(local, Echo::painted, 50)),
				"", "");
		System.out.printf(line, "  model changed to the canvas, p50 / p95", f(percentile(ovvi, echo -> echo.polled - echo.model, 50))
				+ " / " + f(percentile(ovvi, echo -> echo.polled - echo.model, 95)),
				f(percentile(local, echo -> echo.polled - echo.model, 50)) + " / "
						+ f(percentile(local, echo -> echo.polled - echo.model, 95)),
				"", "");
		System.out.printf(line, "  the canvas to painted, p50 / p95", f(percentile(ovvi, echo -> echo.painted - echo.polled, 50))
				+ " / " + f(percentile(ovvi, echo -> echo.painted - echo.polled, 95)),
				f(percentile(local, echo -> echo.painted - echo.polled, 50)) + " / "
						+ f(percentile(local, echo -> echo.painted - echo.polled, 95)),
				"", "");
	}

	private static double percentile(List<Echo> echoes, ToDoubleFunction<Echo> part, int percent) {
		List<Double> sorted = new ArrayList<>(echoes.stream().map(part::applyAsDouble).filter(value -> !value.isNaN()).toList());
		if (sorted.isEmpty()) {
			return Double.NaN;
		}
		Collections.sort(sorted);
		return sorted.get(Math.max(0, Math.min(sorted.size() - 1, (int) Math.ceil(sorted.size() * percent / 100.0) - 1)));
	}

	private static String f(double value) {
		return String.format("%.1f", value);
	}
}

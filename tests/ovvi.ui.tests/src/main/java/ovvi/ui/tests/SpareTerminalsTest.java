package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import ovvi.ui.tab.MemoryPressure;
import ovvi.ui.tab.SpareTerminals;

/** Which tabs out of view keep their terminals streaming: the most recently shown, up to the spares, half as many while memory is short. */
class SpareTerminalsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final int LOOK_EVERY_MILLIS = 50;
	private static final String PLENTY = "MemTotal:       16000000 kB\nMemFree:         1000000 kB\nMemAvailable:    4000000 kB\n";
	private static final String SCARCE = "MemTotal:       16000000 kB\nMemFree:          100000 kB\nMemAvailable:    1500000 kB\n";
	private static final MemoryPressure.Heap ROOMY_HEAP = new MemoryPressure.Heap(100, 1000);

	/** The app's memory rule on /proc/meminfo's text as the test says it is now. */
	private static MemoryPressure readingMeminfo(AtomicReference<String> meminfo) {
		return new MemoryPressure(meminfo::get, () -> ROOMY_HEAP);
	}

	/** Every tab the test made. */
	private final List<Tab> made = new ArrayList<>();

	/** A policy looks at memory while tabs out of view stream: none stream once the test is over. */
	@AfterEach
	void noTabStreams() {
		made.forEach(Tab::release);
	}

	/** A tab of some terminals that counts what it was told. */
	private final class Tab implements SpareTerminals.Kept {
		final int terminals;
		boolean streaming = true;

		Tab(int terminals) {
			this.terminals = terminals;
			made.add(this);
		}

		@Override
		public int streaming() {
			return streaming ? terminals : 0;
		}

		@Override
		public void release() {
			streaming = false;
		}

		@Override
		public void resume() {
			streaming = true;
		}
	}

	@Test
	void theTabShownLongestAgoLetsGoFirstOnceTheSparesAreExceeded() {
		SpareTerminals policy = new SpareTerminals(5, () -> false, LOOK_EVERY_MILLIS);
		Tab a = new Tab(2);
		Tab b = new Tab(2);
		Tab c = new Tab(2);
		for (Tab tab : List.of(a, b, c)) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertEquals(List.of(false, true, true), List.of(a.streaming, b.streaming, c.streaming), "a was shown longest ago");

		policy.shown(a);
		assertEquals(true, a.streaming, "a tab in view streams again");
		policy.hidden(a);
		assertEquals(List.of(true, false, true), List.of(a.streaming, b.streaming, c.streaming), "now b was shown longest ago");
	}

	@Test
	void tabsInViewDoNotCountAndAGoneTabIsForgotten() {
		SpareTerminals policy = new SpareTerminals(2, () -> false, LOOK_EVERY_MILLIS);
		Tab shownBig = new Tab(10);
		Tab hidden = new Tab(2);
		policy.shown(shownBig);
		policy.shown(hidden);
		policy.hidden(hidden);
		assertEquals(true, hidden.streaming, "the 10 terminals in view leave room for the spares");
		policy.gone(hidden);
		Tab next = new Tab(2);
		policy.shown(next);
		policy.hidden(next);
		assertEquals(List.of(true, true), List.of(hidden.streaming, next.streaming),
				"a tab that went is neither counted nor told to let go");
	}

	@Test
	void whileMemoryIsShortThePoolIsHalvedAndItRecoversAfterwards() {
		AtomicReference<String> meminfo = new AtomicReference<>(PLENTY);
		SpareTerminals policy = new SpareTerminals(10, readingMeminfo(meminfo), LOOK_EVERY_MILLIS);
		List<Tab> tabs = List.of(new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2));
		for (Tab tab : tabs.subList(0, 5)) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertEquals(10, tabs.subList(0, 5).stream().mapToInt(Tab::streaming).sum(), "five tabs of two fill the pool");

		meminfo.set(SCARCE);
		policy.shown(tabs.get(5));
		policy.hidden(tabs.get(5));
		assertEquals(List.of(false, false, false, false, true, true), tabs.stream().map(tab -> tab.streaming).toList(),
				"short of memory, the pool keeps 5: the four tabs shown longest ago let go");

		meminfo.set(PLENTY);
		policy.shown(tabs.get(0));
		policy.hidden(tabs.get(0));
		assertEquals(List.of(true, false, false, false, true, true), tabs.stream().map(tab -> tab.streaming).toList(),
				"memory back, the pool keeps 10 again");
	}

	@Test
	void memoryThatRunsShortWhileNoTabChangesHalvesThePoolAtTheNextLook() {
		AtomicReference<String> meminfo = new AtomicReference<>(PLENTY);
		SpareTerminals policy = new SpareTerminals(10, readingMeminfo(meminfo), LOOK_EVERY_MILLIS);
		List<Tab> tabs = List.of(new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2));
		for (Tab tab : tabs) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertTrue(tabs.stream().allMatch(tab -> tab.streaming), "five tabs of two fill the pool");
		meminfo.set(SCARCE);
		UiWait.until(DISPLAY, () -> tabs.stream().map(tab -> tab.streaming).toList().equals(List.of(false, false, false, true, true)),
				"short of memory with no tab shown or hidden, the pool keeps 5: the three tabs shown longest ago let go");
	}

	@Test
	void theComputerIsShortBelowATenthAvailableAndTheHeapAbove85PercentAfterACollection() {
		assertFalse(MemoryPressure.computerShort(PLENTY));
		assertTrue(MemoryPressure.computerShort(SCARCE));
		assertFalse(MemoryPressure.computerShort(""), "no /proc/meminfo: the heap alone decides");
		assertFalse(MemoryPressure.heapShort(800, 1000));
		assertTrue(MemoryPressure.heapShort(900, 1000));
		assertFalse(MemoryPressure.heapShort(900, -1), "a heap without a maximum is never short");
		assertTrue(new MemoryPressure(() -> PLENTY, () -> new MemoryPressure.Heap(900, 1000)).getAsBoolean(),
				"a full heap is short of memory on a computer with plenty");
		assertFalse(new MemoryPressure(() -> PLENTY, () -> ROOMY_HEAP).getAsBoolean());
	}
}

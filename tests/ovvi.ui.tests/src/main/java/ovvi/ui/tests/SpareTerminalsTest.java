package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

import ovvi.ui.tab.MemoryPressure;
import ovvi.ui.tab.SpareTerminals;

/** Which tabs out of view keep their terminals streaming: the most recently shown, up to the spares, half as many while memory is short. */
class SpareTerminalsTest {

	private static final Display DISPLAY = Display.getCurrent();

	/** A tab of some terminals that counts what it was told. */
	private static final class Tab implements SpareTerminals.Kept {
		final int terminals;
		boolean streaming = true;
		int resumed;

		Tab(int terminals) {
			this.terminals = terminals;
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
			resumed++;
		}
	}

	@Test
	void theTabShownLongestAgoLetsGoFirstOnceTheSparesAreExceeded() {
		SpareTerminals policy = new SpareTerminals(5, () -> false);
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
		SpareTerminals policy = new SpareTerminals(2, () -> false);
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
		AtomicBoolean shortOfMemory = new AtomicBoolean();
		SpareTerminals policy = new SpareTerminals(10, shortOfMemory::get);
		List<Tab> tabs = List.of(new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2));
		for (Tab tab : tabs.subList(0, 5)) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertEquals(10, tabs.subList(0, 5).stream().mapToInt(Tab::streaming).sum(), "five tabs of two fill the pool");

		shortOfMemory.set(true);
		policy.shown(tabs.get(5));
		policy.hidden(tabs.get(5));
		assertEquals(List.of(false, false, false, false, true, true), tabs.stream().map(tab -> tab.streaming).toList(),
				"short of memory, the pool keeps 5: the four tabs shown longest ago let go");

		shortOfMemory.set(false);
		policy.shown(tabs.get(0));
		policy.hidden(tabs.get(0));
		assertEquals(List.of(true, false, false, false, true, true), tabs.stream().map(tab -> tab.streaming).toList(),
				"memory back, the pool keeps 10 again");
	}

	@Test
	void memoryThatRunsShortWhileNoTabChangesHalvesThePoolAtTheNextLook() {
		AtomicBoolean shortOfMemory = new AtomicBoolean();
		SpareTerminals policy = new SpareTerminals(10, shortOfMemory::get);
		List<Tab> tabs = List.of(new Tab(2), new Tab(2), new Tab(2), new Tab(2), new Tab(2));
		for (Tab tab : tabs) {
			policy.shown(tab);
			policy.hidden(tab);
		}
		assertTrue(tabs.stream().allMatch(tab -> tab.streaming), "five tabs of two fill the pool");
		policy.lookAtMemoryEvery(50, DISPLAY);
		shortOfMemory.set(true);
		UiWait.until(DISPLAY, () -> tabs.stream().map(tab -> tab.streaming).toList().equals(List.of(false, false, false, true, true)),
				"short of memory with no tab shown or hidden, the pool keeps 5: the three tabs shown longest ago let go");
	}

	@Test
	void theComputerIsShortBelowATenthAvailableAndTheHeapAbove85PercentAfterACollection() {
		String plenty = "MemTotal:       16000000 kB\nMemFree:         1000000 kB\nMemAvailable:    4000000 kB\n";
		String scarce = "MemTotal:       16000000 kB\nMemFree:          100000 kB\nMemAvailable:    1500000 kB\n";
		assertFalse(MemoryPressure.computerShort(plenty));
		assertTrue(MemoryPressure.computerShort(scarce));
		assertFalse(MemoryPressure.computerShort(""), "no /proc/meminfo: the heap alone decides");
		assertFalse(MemoryPressure.heapShort(800, 1000));
		assertTrue(MemoryPressure.heapShort(900, 1000));
		assertFalse(MemoryPressure.heapShort(900, -1), "a heap without a maximum is never short");
	}
}

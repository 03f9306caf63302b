package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class SessionControlTest {

	private final SessionControl control = new SessionControl();
	private final List<String> told = new ArrayList<>();

	private SessionControl.Seat seat(String name) {
		SessionControl.Seat seat = control.join();
		seat.addListener(controls -> told.add(name + (controls ? " controls" : " watches")));
		return seat;
	}

	@Test
	void theFirstWindowControlsAndTheNextWatches() {
		SessionControl.Seat first = seat("first");
		SessionControl.Seat second = seat("second");
		assertTrue(first.controls());
		assertFalse(second.controls());
		assertEquals(List.of(), told, "joining moves nothing");
	}

	@Test
	void controlMovesOnlyWhenAWindowTakesIt() {
		SessionControl.Seat first = seat("first");
		SessionControl.Seat second = seat("second");
		second.take();
		assertEquals(List.of("first watches", "second controls"), told);
		second.take();
		assertEquals(2, told.size(), "taking what it holds tells no one");
		assertTrue(second.controls());
		assertFalse(first.controls());
	}

	@Test
	void theControllingWindowLeavingHandsControlToTheLongestSeated() {
		SessionControl.Seat first = seat("first");
		SessionControl.Seat second = seat("second");
		SessionControl.Seat third = seat("third");
		third.take();
		told.clear();
		third.leave();
		assertEquals(List.of("first controls"), told);
		assertTrue(first.controls());
		second.leave();
		assertEquals(1, told.size(), "a watching window leaving moves nothing");
		assertTrue(first.controls());
	}

	@Test
	void aWindowThatLeftCanNoLongerTakeControl() {
		SessionControl.Seat first = seat("first");
		SessionControl.Seat second = seat("second");
		second.leave();
		second.take();
		assertTrue(first.controls());
		first.leave();
		assertEquals(List.of(), told, "the last window leaving hands control to no one");
		assertTrue(control.join().controls(), "the next window to show the session controls it");
	}
}

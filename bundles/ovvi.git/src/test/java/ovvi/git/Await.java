package ovvi.git;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, or checks that one holds for a time, looking every few milliseconds. */
public final class Await {

	public static final Duration DEADLINE = Duration.ofSeconds(10);

	private Await() {
	}

	public static void until(String what, BooleanSupplier condition) throws InterruptedException {
		until(what, DEADLINE, condition);
	}

	public static void until(String what, Duration deadline, BooleanSupplier condition) throws InterruptedException {
		until(() -> what, deadline, condition);
	}

	/**
	 * Checks that a condition holds for the whole time: for a test that nothing happens, where no
	 * later event can tell it.
	 */
	public static void during(String what, Duration time, BooleanSupplier condition) throws InterruptedException {
		long end = System.nanoTime() + time.toNanos();
		while (System.nanoTime() - end < 0) {
			if (!condition.getAsBoolean()) {
				fail("not for " + time.toMillis() + " ms: " + what);
			}
			Thread.sleep(5);
		}
		if (!condition.getAsBoolean()) {
			fail("not for " + time.toMillis() + " ms: " + what);
		}
	}

	public static void until(Supplier<String> what, Duration deadline, BooleanSupplier condition) throws InterruptedException {
		long end = System.nanoTime() + deadline.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() - end > 0) {
				fail("not within " + deadline.toMillis() + " ms: " + what.get());
			}
			Thread.sleep(5);
		}
	}
}

package ovvi.git;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition with a deadline, looking every few milliseconds. */
final class Await {

	static final Duration DEADLINE = Duration.ofSeconds(10);

	private Await() {
	}

	static void until(String what, BooleanSupplier condition) throws InterruptedException {
		until(what, DEADLINE, condition);
	}

	static void until(String what, Duration deadline, BooleanSupplier condition) throws InterruptedException {
		until(() -> what, deadline, condition);
	}

	static void until(Supplier<String> what, Duration deadline, BooleanSupplier condition) throws InterruptedException {
		long end = System.nanoTime() + deadline.toNanos();
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() - end > 0) {
				fail("not within " + deadline.toMillis() + " ms: " + what.get());
			}
			Thread.sleep(5);
		}
	}
}

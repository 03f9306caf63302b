package ovvi.herdr.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

class HerdrLocatorTest {

	private final AtomicLong now = new AtomicLong();
	private final AtomicInteger asks = new AtomicInteger();
	private final AtomicReference<String> shellSays = new AtomicReference<>();
	private final AtomicReference<ExecException> unreachable = new AtomicReference<>();
	private final Set<String> files = new HashSet<>();
	private final HerdrLocator<ExecException> locator = new HerdrLocator<>(timeout -> {
		asks.incrementAndGet();
		assertEquals(Duration.ofSeconds(25), timeout);
		if (unreachable.get() != null) {
			throw unreachable.get();
		}
		return shellSays.get();
	}, files::contains, now::get);

	@Test
	void aMissingHerdrIsAskedForAtMostEveryThirtySeconds() throws Exception {
		assertNull(locator.herdr());
		assertNull(locator.herdr());
		assertEquals(1, asks.get());
		shellSays.set("/home/u/.local/bin/herdr");
		files.add("/home/u/.local/bin/herdr");
		now.addAndGet(Duration.ofSeconds(29).toNanos());
		assertNull(locator.herdr());
		now.addAndGet(Duration.ofSeconds(1).toNanos());
		assertEquals("/home/u/.local/bin/herdr", locator.herdr());
		assertEquals("/home/u/.local/bin/herdr", locator.herdr());
		assertEquals(2, asks.get());
	}

	@Test
	void aPathWhoseFileIsGoneIsAskedForAgain() throws Exception {
		locator.answered("/old/herdr");
		files.add("/old/herdr");
		assertEquals("/old/herdr", locator.herdr());
		files.clear();
		now.addAndGet(Duration.ofSeconds(31).toNanos());
		shellSays.set("/new/herdr");
		files.add("/new/herdr");
		assertEquals("/new/herdr", locator.herdr());
		assertEquals(1, asks.get());
	}

	@Test
	void forgetAsksAgainAtOnce() throws Exception {
		locator.answered(null);
		assertNull(locator.herdr());
		assertEquals(0, asks.get());
		shellSays.set("/x/herdr");
		files.add("/x/herdr");
		locator.forget();
		assertEquals("/x/herdr", locator.herdr());
		assertEquals(1, asks.get());
	}

	@Test
	void aMachineThatCannotBeReachedIsNoAnswerAndIsAskedAgainAtOnce() throws Exception {
		ExecException down = new ExecException("devbox cannot be reached over SSH (Connection refused)");
		unreachable.set(down);
		assertSame(down, assertThrows(ExecException.class, locator::herdr));
		assertSame(down, assertThrows(ExecException.class, locator::herdr), "not remembered as a missing herdr");
		assertEquals(2, asks.get());
		unreachable.set(null);
		shellSays.set("/x/herdr");
		files.add("/x/herdr");
		assertEquals("/x/herdr", locator.herdr());
	}
}

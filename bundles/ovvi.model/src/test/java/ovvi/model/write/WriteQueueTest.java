package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrException;
import ovvi.model.HostStore;
import ovvi.model.ModelSettings;
import ovvi.model.SessionKey;
import ovvi.model.SimHerdr;
import ovvi.testing.SimServer;

/** The session's write queue on its own, with writes that call the simulator's herdr. */
class WriteQueueTest {

	@RegisterExtension
	static final SimServer SIM = new SimServer();

	private static SimHerdr sim;
	private final AtomicInteger afterEach = new AtomicInteger();
	private final WriteQueue queue = new WriteQueue(
			() -> new WriteContext(sim.herdr, new HostStore(new SessionKey("This Mac", SimServer.SESSION)), new ModelSettings(),
					new ProcessAnswers(), new OwnChanges(), null, null),
			afterEach::incrementAndGet);
	private final List<String> ran = Collections.synchronizedList(new ArrayList<>());

	@BeforeAll
	static void simulator() throws Exception {
		sim = new SimHerdr(SIM);
	}

	@AfterEach
	void close() {
		queue.close();
	}

	/** A write that asks herdr for a method and notes when it ran. */
	private Write calling(String name, String method, Object... params) {
		return new Write() {
			@Override
			public String action() {
				return name;
			}

			@Override
			public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
				ran.add(name);
				context.call(method, Params.of(params));
				return Outcome.DONE;
			}
		};
	}

	@Test
	void writesRunOneAtATimeInTheOrderTheyWereAsked() throws Exception {
		String tab = sim.newSpace().get(1);
		List<CompletableFuture<Outcome>> done = new ArrayList<>();
		for (int i = 1; i <= 5; i++) {
			done.add(queue.submit(calling("rename " + i, "tab.rename", "tab_id", tab, "label", "label " + i)));
		}
		CompletableFuture.allOf(done.toArray(CompletableFuture[]::new)).get(10, TimeUnit.SECONDS);
		assertEquals(List.of("rename 1", "rename 2", "rename 3", "rename 4", "rename 5"), ran);
		assertEquals("label 5", sim.call("tab.get", "tab_id", tab).getAsJsonObject("tab").get("label").getAsString(),
				"herdr got them in that order");
		assertEquals(5, afterEach.get());
	}

	@Test
	void aFailedWriteLetsTheNextOneRun() throws Exception {
		String tab = sim.newSpace().get(1);
		CompletableFuture<Outcome> refused = queue.submit(calling("refused", "tab.rename", "tab_id", "wZZ:t9", "label", "x"));
		CompletableFuture<Outcome> next = queue.submit(calling("next", "tab.rename", "tab_id", tab, "label", "after the failure"));
		ExecutionException failed = assertThrows(ExecutionException.class, () -> refused.get(10, TimeUnit.SECONDS));
		WriteFailure failure = assertInstanceOf(WriteFailure.class, failed.getCause());
		assertEquals("tab_not_found", failure.code());
		assertTrue(next.get(10, TimeUnit.SECONDS).changed());
		assertEquals("after the failure", sim.call("tab.get", "tab_id", tab).getAsJsonObject("tab").get("label").getAsString());
		assertEquals(2, afterEach.get(), "the snapshot is read after a failed write too");
	}

	@Test
	void closingCancelsTheWriteThatRunsAndTheOnesWaiting() throws Exception {
		CountDownLatch running = new CountDownLatch(1);
		CompletableFuture<Outcome> blocked = queue.submit(new Write() {
			@Override
			public String action() {
				return "blocked";
			}

			@Override
			public Outcome run(WriteContext context) throws InterruptedException {
				running.countDown();
				// stands for a herdr call that has not answered yet: only the close ends it
				new CountDownLatch(1).await();
				return Outcome.DONE;
			}
		});
		CompletableFuture<Outcome> waiting = queue.submit(calling("waiting", "tab.list"));
		assertTrue(running.await(10, TimeUnit.SECONDS));
		queue.close();
		assertThrows(CancellationException.class, () -> blocked.get(10, TimeUnit.SECONDS));
		assertTrue(messages(assertThrows(CancellationException.class, () -> waiting.get(10, TimeUnit.SECONDS))).contains("closed"));
		assertEquals(List.of(), ran, "the waiting write never ran");
		String late = messages(assertThrows(CancellationException.class, () -> queue.submit(calling("late", "tab.list")).get(10, TimeUnit.SECONDS)));
		assertTrue(late.contains("closed before late"), late);
	}

	/** The messages along the cause chain: the JDK's get() may wrap the cancellation in one of its own. */
	private static String messages(Throwable failure) {
		StringBuilder text = new StringBuilder();
		for (Throwable t = failure; t != null; t = t.getCause()) {
			text.append(t.getMessage()).append(" / ");
		}
		return text.toString();
	}
}

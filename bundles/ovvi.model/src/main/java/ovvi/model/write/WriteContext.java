package ovvi.model.write;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.HostStore;
import ovvi.model.ModelSettings;
import ovvi.model.pacing.Scheduler;
import ovvi.model.snapshot.Snapshot;

/** What a write works with: its session's herdr, store and settings. */
public final class WriteContext {

	private final HerdrSession herdr;
	private final HostStore store;
	private final ModelSettings settings;
	private final ProcessAnswers answers;
	private final OwnChanges own;
	private final Scheduler scheduler;
	private final Supplier<CompletableFuture<Snapshot>> freshReads;
	private String whereItGotTo;

	/**
	 * @param own where the tabs the session's own writes change are noted
	 * @param scheduler the clock of a write's waits (a new shell's startup programs, an agent starting)
	 * @param freshReads the session's paced reads: a read that starts after the call, applied to the store
	 */
	public WriteContext(HerdrSession herdr, HostStore store, ModelSettings settings, ProcessAnswers answers, OwnChanges own,
			Scheduler scheduler, Supplier<CompletableFuture<Snapshot>> freshReads) {
		this.herdr = herdr;
		this.store = store;
		this.settings = settings;
		this.answers = answers;
		this.own = own;
		this.scheduler = scheduler;
		this.freshReads = freshReads;
	}

	ProcessAnswers answers() {
		return answers;
	}

	public HostStore store() {
		return store;
	}

	public ModelSettings settings() {
		return settings;
	}

	Scheduler scheduler() {
		return scheduler;
	}

	public HerdrSession herdr() {
		return herdr;
	}

	public String host() {
		return herdr.exec().target() + " (session " + herdr.name() + ")";
	}

	public JsonObject call(String method, JsonObject params) throws HerdrException, InterruptedException {
		own.call(method, params, store.snapshot());
		JsonObject reply = herdr.call(method, params);
		own.call(method, reply, store.snapshot());
		return reply;
	}

	/**
	 * A fresh snapshot, for a write that must see herdr's state now: the session's next paced
	 * read, so there is still one read in flight and the store applies them in order.
	 */
	public Snapshot snapshot() throws HerdrException, InterruptedException {
		try {
			return freshReads.get().get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof HerdrException herdrFailure) {
				throw herdrFailure;
			}
			throw new IllegalStateException("the snapshot could not be read: " + e.getCause().getMessage(), e.getCause());
		}
	}

	/** Records where a multi-step write has got to, for the notice when a later step fails. */
	void reached(String where) {
		whereItGotTo = where;
	}

	String whereItGotTo() {
		return whereItGotTo;
	}
}

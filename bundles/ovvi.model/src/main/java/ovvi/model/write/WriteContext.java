package ovvi.model.write;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.HostStore;
import ovvi.model.ModelSettings;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;

/** What a write works with: its session's herdr, store and settings. */
public final class WriteContext {

    private final HerdrSession herdr;
    private final HostStore store;
    private final ModelSettings settings;
    private final ProcessAnswers answers;
    private String whereItGotTo;

    public WriteContext(HerdrSession herdr, HostStore store, ModelSettings settings, ProcessAnswers answers) {
        this.herdr = herdr;
        this.store = store;
        this.settings = settings;
        this.answers = answers;
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

    public HerdrSession herdr() {
        return herdr;
    }

    public String host() {
        return herdr.exec().target() + " (session " + herdr.name() + ")";
    }

    public JsonObject call(String method, JsonObject params) throws HerdrException, InterruptedException {
        return herdr.call(method, params);
    }

    /** A fresh snapshot, applied to the store too, for a write that must see herdr's state now. */
    public Snapshot snapshot() throws HerdrException, InterruptedException {
        Snapshot snapshot = SnapshotDecoder.decode(herdr.call("session.snapshot", null));
        store.apply(snapshot);
        return snapshot;
    }

    /** Records where a multi-step write has got to, for the notice when a later step fails. */
    void reached(String where) {
        whereItGotTo = where;
    }

    String whereItGotTo() {
        return whereItGotTo;
    }
}

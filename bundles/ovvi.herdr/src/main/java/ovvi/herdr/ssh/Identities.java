package ovvi.herdr.ssh;

import java.util.Vector;

import com.jcraft.jsch.Identity;
import com.jcraft.jsch.IdentityRepository;

/**
 * The agent's keys, then the key files. JSch's own mix would load a key file into the user's
 * agent, which Ovvi must not do.
 */
final class Identities implements IdentityRepository {

    private final IdentityRepository agent;
    private final IdentityRepository files;

    Identities(IdentityRepository agent, IdentityRepository files) {
        this.agent = agent;
        this.files = files;
    }

    @Override
    public Vector<Identity> getIdentities() {
        Vector<Identity> all = new Vector<>();
        if (agent.getStatus() != UNAVAILABLE) {
            all.addAll(agent.getIdentities());
        }
        all.addAll(files.getIdentities());
        return all;
    }

    /** Never adds to the agent: a key Ovvi reads stays out of the user's agent. */
    @Override
    public boolean add(byte[] identity) {
        return false;
    }

    @Override
    public boolean remove(byte[] blob) {
        return false;
    }

    @Override
    public void removeAll() {
        // The user's agent is not Ovvi's to empty.
    }

    @Override
    public String getName() {
        return "ssh-agent and key files";
    }

    @Override
    public int getStatus() {
        return RUNNING;
    }
}

package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class AgentRequestsTest {

    private final AgentRequests requests = new AgentRequests();
    private final List<String> told = new ArrayList<>();

    {
        requests.addListener((pane, id) -> told.add(pane + " " + id));
    }

    private static String id(int n) {
        return String.format("5f0c3a7e-1b2d-4c3e-9f10-%012x", n);
    }

    @Test
    void eachWellFormedIdIsToldOnceWhetherByEventOrSnapshot() {
        requests.rang("w1:p1", id(1));
        requests.rang("w1:p1", id(1));
        requests.rang("w1:p1", id(1).toUpperCase());
        requests.rang("w1:p1", "5f0c3a7e-1b2d-1c3e-9f10-000000000001");
        requests.rang("w1:p1", "not a uuid");
        requests.rang("w1:p1", null);
        assertEquals(List.of("w1:p1 " + id(1)), told);
    }

    @Test
    void theLast256IdsAreKept() {
        for (int n = 0; n <= 256; n++) {
            requests.rang("w1:p1", id(n));
        }
        requests.rang("w1:p1", id(256));
        requests.rang("w1:p1", id(0));
        assertEquals(258, told.size(), "the oldest id was forgotten, the newest not");
    }
}
